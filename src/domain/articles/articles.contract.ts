/**
 * The articles API (docs/PRODUCT.md#api-articles) used by the order wizard and the Articles page. The regular and the
 * warehouse (custom) screens call their own paths for favorites and settings; the behaviour is the same.
 */
import { z } from 'zod';
import { defineOperation, VENUE_ADMINS, VENUE_MEMBERS } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';
import {
  ArticleCategorySchema,
  ArticleListQuerySchema,
  ArticlePageSchema,
  ArticleSchema,
  ArticleSettingResponseSchema,
  ArticleSettingSchema,
  ManualAddArticleSchema,
  MarkFavoritesResponseSchema,
  MarkFavoritesSchema,
  ToggleFavoriteResponseSchema,
  ToggleFavoriteSchema,
} from './articles.schemas';
import {
  ArticleImportResultSchema,
  ArticleImportSchema,
  CatalogueArticleSchema,
  EditArticleSchema,
  FileSchema,
  ProductEditSchema,
  ProductSettingSchema,
  RequestArticleSchema,
  TemplateQuerySchema,
} from './article-admin.schemas';

const tag = 'articles';

function toggleFavorite<const P extends string>(path: P) {
  return defineOperation({
    method: 'POST',
    path,
    summary: 'Flip whether an article is a favorite of the station',
    tag,
    access: VENUE_MEMBERS,
    body: ToggleFavoriteSchema,
    response: ToggleFavoriteResponseSchema,
    refusals: [404],
  });
}

function articleSetting<const P extends string>(path: P) {
  return defineOperation({
    method: 'POST',
    path,
    summary: "Set an article's recommended quantity ('' or '0' clears it) and comment for the station",
    tag,
    // The recommended quantity is a venue admin's (docs/PRODUCT.md#role-venue-admin).
    access: VENUE_ADMINS,
    body: ArticleSettingSchema,
    response: ArticleSettingResponseSchema,
    refusals: [404],
  });
}

export const articleOperations = {
  page: defineOperation({
    method: 'GET',
    path: '/articles/products/:supplierId/:departmentId',
    summary: "One page of a station's articles of a supplier, with the station's favorites and settings",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ supplierId: IdParamSchema, departmentId: IdParamSchema }),
    query: ArticleListQuerySchema,
    response: ArticlePageSchema,
    refusals: [404],
  }),
  categories: defineOperation({
    method: 'GET',
    path: '/articles/categories/:supplierId',
    summary: "The categories of a supplier's articles, by name",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ supplierId: IdParamSchema }),
    response: z.array(ArticleCategorySchema),
    refusals: [404],
  }),
  toggleFavorite: toggleFavorite('/articles/toggleFavorite'),
  toggleFavoriteCustom: toggleFavorite('/articles/custom/toggleFavorite'),
  markFavorites: defineOperation({
    method: 'POST',
    path: '/articles/favorites',
    summary: 'Mark articles favorites of the station (after sending an order); idempotent',
    tag,
    access: VENUE_MEMBERS,
    body: MarkFavoritesSchema,
    response: MarkFavoritesResponseSchema,
    refusals: [404],
  }),
  setting: articleSetting('/articles/articleSetting'),
  settingCustom: articleSetting('/articles/custom/articleSetting'),
  manualAdd: defineOperation({
    method: 'POST',
    path: '/articles/:departmentId/manualAdd',
    summary: "Create the venue's own unverified article for one of the station's suppliers",
    tag,
    // The order wizard's "create unverified article" is open to any venue user (docs/PRODUCT.md#wizard-create-article).
    access: VENUE_MEMBERS,
    params: z.object({ departmentId: IdParamSchema }),
    body: ManualAddArticleSchema,
    response: ArticleSchema,
    status: 201,
    refusals: [404, 409],
  }),
  productEdit: defineOperation({
    method: 'POST',
    path: '/articles/:departmentId/product/edit',
    summary: "Set whether the station orders an article and the station's own price for it",
    tag,
    access: VENUE_ADMINS,
    params: z.object({ departmentId: IdParamSchema }),
    body: ProductEditSchema,
    response: ProductSettingSchema,
    refusals: [404],
  }),
  edit: defineOperation({
    method: 'POST',
    path: '/articles/edit/:id',
    summary: "Edit the venue's own article (name unique per supplier)",
    tag,
    access: VENUE_ADMINS,
    params: z.object({ id: IdParamSchema }),
    body: EditArticleSchema,
    response: CatalogueArticleSchema,
    refusals: [404, 409],
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/articles/delete/:id',
    summary: "Delete the venue's own article; 409 article_is_part_of_order while an order holds it",
    tag,
    access: VENUE_ADMINS,
    params: z.object({ id: IdParamSchema }),
    response: z.object({ deleted: z.literal(true) }),
    refusals: [404, 409],
  }),
  request: defineOperation({
    method: 'POST',
    path: '/articles/requestNewArticle',
    summary: "Ask the super admins to add an article to a supplier's catalogue (mailed to them)",
    tag,
    access: VENUE_MEMBERS,
    body: RequestArticleSchema,
    response: z.object({ requested: z.literal(true) }),
    status: 201,
    refusals: [404],
  }),
  importTemplate: defineOperation({
    method: 'GET',
    path: '/articles/importTemplate',
    summary: 'The .xlsx import template (base64) with headers in the given language and one example row',
    tag,
    access: VENUE_ADMINS,
    query: TemplateQuerySchema,
    response: FileSchema,
  }),
  import: defineOperation({
    method: 'POST',
    path: '/articles/import/:supplierId',
    summary: "Import a supplier's articles from an .xlsx file (base64): every row valid, or nothing imported",
    tag,
    access: VENUE_ADMINS,
    params: z.object({ supplierId: IdParamSchema }),
    body: ArticleImportSchema,
    response: ArticleImportResultSchema,
    status: 201,
    refusals: [404, 409],
  }),
};
