/** HTTP of the shared supplier catalogue (src/domain/catalogue/catalogue.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { catalogueOperations } from '@/domain/catalogue/catalogue.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import {
  catalogueArticles,
  catalogueCategories,
  catalogueSuppliers,
  removeCatalogueArticle,
  removeCatalogueSupplier,
  saveCatalogueArticle,
  saveCatalogueSupplier,
  uploadSupplierData,
} from './catalogue.service';
import { addCatalogueContact, catalogueContacts } from './catalogue-contacts.service';

export const catalogueRoutes: FastifyPluginAsync = operationRoutes(catalogueOperations, {
  suppliers: (_input, http) => catalogueSuppliers(http.context()),
  createSupplier: ({ body }, http) => saveCatalogueSupplier(http.context(), { id: null, data: body }),
  updateSupplier: ({ params, body }, http) =>
    saveCatalogueSupplier(http.context(), { id: params.id, data: body }),
  deleteSupplier: ({ params }, http) => removeCatalogueSupplier(http.context(), params.id),
  supplierContacts: ({ params }, http) => catalogueContacts(http.context(), params.id),
  addSupplierContact: ({ params, body }, http) =>
    addCatalogueContact(http.context(), { supplierId: params.id, contact: body }),
  uploadSupplierData: ({ params, body }, http) =>
    uploadSupplierData(http.context(), {
      supplierId: params.id,
      fileName: body.fileName,
      content: body.content,
    }),
  articles: ({ params, query }, http) =>
    catalogueArticles(http.context(), { supplierId: params.supplierId, filter: query }),
  saveArticle: ({ params, body }, http) =>
    saveCatalogueArticle(http.context(), { supplierId: params.supplierId, article: body }),
  deleteArticle: ({ params }, http) => removeCatalogueArticle(http.context(), params.id),
  categories: (_input, http) => catalogueCategories(http.context()),
});
