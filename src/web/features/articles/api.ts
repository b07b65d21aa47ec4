/**
 * Article server state (articles: docs/PRODUCT.md#api-articles): pages per supplier and station, categories,
 * favorites, new articles.
 */
import { type InfiniteData, keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useInfiniteQuery, useQuery } from '@/web/lib/deferred-query';
import type {
  Article,
  ArticlePage,
  ArticleSettingInput,
  ManualAddArticleInput,
} from '@/domain/articles/articles.schemas';
import { ARTICLE_FIRST_PAGE, ARTICLE_PAGE_SIZE } from '@/domain/articles/articles.schemas';
import { articleOperations } from '@/domain/articles/articles.contract';
import type {
  ArticleImportInput,
  EditArticleInput,
  ProductEditInput,
  RequestArticleInput,
} from '@/domain/articles/article-admin.schemas';
import type { Language } from '@/domain/shared/enums';
import { callApi } from '@/web/lib/api-client';

export interface ArticleFilter {
  supplierId: number;
  stationId: number;
  categoryId: number | null;
  search: string;
  onlyFavorite: boolean;
}

const articleKeys = {
  all: ['articles'] as const,
  pages: (filter: ArticleFilter) => ['articles', 'pages', filter] as const,
  categories: (supplierId: number) => ['articles', 'categories', supplierId] as const,
};

function fetchPage(filter: ArticleFilter, page: number, pageSize: number, signal?: AbortSignal) {
  return callApi(
    articleOperations.page,
    {
      params: { supplierId: filter.supplierId, departmentId: filter.stationId },
      query: {
        page,
        pageSize,
        category: filter.categoryId ?? undefined,
        searchQuery: filter.search || undefined,
        onlyFavorite: filter.onlyFavorite,
      },
    },
    signal,
  );
}

/**
 * Pages of articles for infinite scroll (docs/PRODUCT.md#wizard-articles: the next page loads at the bottom while
 * more exist).
 */
export function useArticlePages(filter: ArticleFilter | null, pageSize = ARTICLE_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: articleKeys.pages(
      filter ?? { supplierId: 0, stationId: 0, categoryId: null, search: '', onlyFavorite: false },
    ),
    queryFn: ({ pageParam, signal }) => fetchPage(filter!, pageParam, pageSize, signal),
    initialPageParam: ARTICLE_FIRST_PAGE,
    getNextPageParam: (last, pages) => (pages.length * pageSize < last.count ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled: filter !== null,
  });
}

export function flattenArticlePages(data: InfiniteData<ArticlePage> | undefined): Article[] {
  return data?.pages.flatMap((page) => page.articles) ?? [];
}

export function useArticleCategories(supplierId: number | null) {
  return useQuery({
    queryKey: articleKeys.categories(supplierId ?? 0),
    queryFn: ({ signal }) =>
      callApi(articleOperations.categories, { params: { supplierId: supplierId! } }, signal),
    enabled: supplierId !== null,
  });
}

export function useToggleFavorite(custom = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stationId, articleId }: { stationId: number; articleId: number }) =>
      callApi(custom ? articleOperations.toggleFavoriteCustom : articleOperations.toggleFavorite, {
        body: { departmentId: stationId, articleId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

/**
 * After sending, the ordered articles that were not favorites become favorites (one idempotent call)
 * (docs/PRODUCT.md#favorites-after-send).
 */
export function useMarkFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stationId, articleIds }: { stationId: number; articleIds: number[] }) =>
      callApi(articleOperations.markFavorites, { body: { departmentId: stationId, articleIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

/** An unverified article created from the order wizard (docs/PRODUCT.md#wizard-create-article). */
export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { stationId: number; body: ManualAddArticleInput }) =>
      callApi(articleOperations.manualAdd, {
        params: { departmentId: variables.stationId },
        body: variables.body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

/** Admin: recommended quantity and comment of an article at a station (docs/PRODUCT.md#recommended-quantity). */
export function useArticleSetting(custom = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleSettingInput) =>
      callApi(custom ? articleOperations.settingCustom : articleOperations.setting, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

/** Every catalogue change shows on every article list. */
function useArticleMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

export function useEditArticle() {
  return useArticleMutation((variables: { id: number; body: EditArticleInput }) =>
    callApi(articleOperations.edit, { params: { id: variables.id }, body: variables.body }),
  );
}

export function useDeleteArticle() {
  return useArticleMutation((id: number) => callApi(articleOperations.remove, { params: { id } }));
}

/**
 * product/edit (docs/PRODUCT.md#api-articles): the station stops ordering the article (the delete dialog's "disable
 * instead").
 */
export function useProductEdit() {
  return useArticleMutation((variables: { stationId: number; body: ProductEditInput }) =>
    callApi(articleOperations.productEdit, {
      params: { departmentId: variables.stationId },
      body: variables.body,
    }),
  );
}

/** What an import sends; `onUploadProgress` gets the share of the file sent so far (0..1). */
export interface ImportVariables {
  supplierId: number;
  body: ArticleImportInput;
  onUploadProgress?: (fraction: number) => void;
}

export function useImportArticles() {
  return useArticleMutation((variables: ImportVariables) =>
    callApi(
      articleOperations.import,
      { params: { supplierId: variables.supplierId }, body: variables.body },
      undefined,
      variables.onUploadProgress,
    ),
  );
}

/** The .xlsx template in the given language, as a file to save. */
export async function downloadImportTemplate(language: Language): Promise<Blob> {
  const file = await callApi(articleOperations.importTemplate, { query: { language } });
  const bytes = Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function useRequestArticle() {
  return useMutation({
    mutationFn: (body: RequestArticleInput) => callApi(articleOperations.request, { body }),
  });
}
