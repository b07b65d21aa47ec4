/** HTTP of the articles contract (src/domain/articles/articles.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { articleOperations } from '@/domain/articles/articles.contract';
import { jsonText, operationRoutes } from '@/server/http/operation-routes';
import {
  addVenueArticle,
  getArticlePage,
  getSupplierCategories,
  markArticlesFavorite,
  setArticleSetting,
  toggleArticleFavorite,
} from './articles.service';
import {
  deleteArticle,
  editArticle,
  editProduct,
  getImportTemplate,
  importArticles,
  requestArticle,
} from './article-admin.service';

export const articlesRoutes: FastifyPluginAsync = operationRoutes(articleOperations, {
  page: async ({ params, query }, http) =>
    jsonText(
      await getArticlePage(http.venueContext(), {
        supplierId: params.supplierId,
        stationId: params.departmentId,
        filter: query,
      }),
    ),
  categories: ({ params }, http) => getSupplierCategories(http.venueContext(), params.supplierId),
  toggleFavorite: ({ body }, http) => toggleArticleFavorite(http.venueContext(), body),
  toggleFavoriteCustom: ({ body }, http) => toggleArticleFavorite(http.venueContext(), body),
  markFavorites: ({ body }, http) => markArticlesFavorite(http.venueContext(), body),
  setting: ({ body }, http) => setArticleSetting(http.venueContext(), body),
  settingCustom: ({ body }, http) => setArticleSetting(http.venueContext(), body),
  manualAdd: ({ params, body }, http) =>
    addVenueArticle(http.venueContext(), { stationId: params.departmentId, article: body }),
  productEdit: ({ params, body }, http) =>
    editProduct(http.venueContext(), { stationId: params.departmentId, product: body }),
  edit: ({ params, body }, http) => editArticle(http.venueContext(), { articleId: params.id, article: body }),
  remove: ({ params }, http) => deleteArticle(http.venueContext(), params.id),
  request: ({ body }, http) => requestArticle(http.venueContext(), body),
  importTemplate: ({ query }, http) => {
    // Only someone acting in a venue imports articles (403 for the super admin, like the import itself).
    http.venueContext();
    return getImportTemplate(query.language ?? 'ser');
  },
  import: ({ params, body }, http) =>
    importArticles(http.venueContext(), { supplierId: params.supplierId, content: body.content }),
});
