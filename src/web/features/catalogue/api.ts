/**
 * TanStack Query hooks of the shared supplier catalogue the super admin keeps (src/domain/admin/catalogue.contract.ts):
 * its suppliers with their contacts and .xlsx data, its categories and articles.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import type { CatalogueArticleInput } from '@/domain/catalogue/catalogue.schemas';
import { catalogueOperations } from '@/domain/catalogue/catalogue.contract';
import type { EditSupplierInput } from '@/domain/suppliers/supplier-admin.schemas';
import type { AddContactInput } from '@/domain/suppliers/suppliers.schemas';
import type { ImportVariables } from '@/web/features/articles/api';
import { callApi } from '@/web/lib/api-client';

const KEY = ['catalogue'] as const;

export function useCatalogueSuppliers() {
  return useQuery({
    queryKey: [...KEY, 'suppliers'],
    queryFn: ({ signal }) => callApi(catalogueOperations.suppliers, {}, signal),
  });
}

export function useCatalogueCategories() {
  return useQuery({
    queryKey: [...KEY, 'categories'],
    queryFn: ({ signal }) => callApi(catalogueOperations.categories, {}, signal),
  });
}

interface CatalogueArticleFilter {
  page: number;
  category?: number;
  searchQuery?: string;
}

export function useCatalogueArticles(supplierId: number | null, query: CatalogueArticleFilter) {
  return useQuery({
    queryKey: [...KEY, 'articles', supplierId, query],
    queryFn: ({ signal }) =>
      callApi(catalogueOperations.articles, { params: { supplierId: supplierId! }, query }, signal),
    enabled: supplierId !== null,
  });
}

/** Every catalogue change reloads the catalogue's lists (suppliers' data flags, articles, categories). */
function useCatalogueMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveCatalogueSupplier = () =>
  useCatalogueMutation(({ id, body }: { id: number | null; body: EditSupplierInput }) =>
    id === null
      ? callApi(catalogueOperations.createSupplier, { body })
      : callApi(catalogueOperations.updateSupplier, { params: { id }, body }),
  );

export const useDeleteCatalogueSupplier = () =>
  useCatalogueMutation((id: number) => callApi(catalogueOperations.deleteSupplier, { params: { id } }));

/** Same variables as the venue import's hook, so the import component serves both. */
export const useUploadSupplierData = () =>
  useCatalogueMutation(({ supplierId, body, onUploadProgress }: ImportVariables) =>
    callApi(
      catalogueOperations.uploadSupplierData,
      { params: { id: supplierId }, body },
      undefined,
      onUploadProgress,
    ),
  );

export const useSaveCatalogueArticle = () =>
  useCatalogueMutation(({ supplierId, body }: { supplierId: number; body: CatalogueArticleInput }) =>
    callApi(catalogueOperations.saveArticle, { params: { supplierId }, body }),
  );

export const useDeleteCatalogueArticle = () =>
  useCatalogueMutation((id: number) => callApi(catalogueOperations.deleteArticle, { params: { id } }));

export function useCatalogueContacts(supplierId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'contacts', supplierId],
    queryFn: ({ signal }) =>
      callApi(catalogueOperations.supplierContacts, { params: { id: supplierId! } }, signal),
    enabled: supplierId !== null,
  });
}

export const useAddCatalogueContact = () =>
  useCatalogueMutation(({ supplierId, body }: { supplierId: number; body: AddContactInput }) =>
    callApi(catalogueOperations.addSupplierContact, { params: { id: supplierId }, body }),
  );
