/** HTTP of SPEC §7 "Articles" used by the order wizard and the Articles page; every route needs the bearer token. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
} from '../../../domain/articles/article-schemas';
import { IdParamSchema } from '../../../domain/shared/ids';
import { sendJsonText } from '../../plugins/json-text';
import { authenticate, requireRole } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-responses';
import { venueCallerOf } from '../stations/station-access';
import {
  addVenueArticle,
  getArticlePage,
  getSupplierCategories,
  markArticlesFavorite,
  setArticleSetting,
  toggleArticleFavorite,
} from './articles.service';

const security = [{ bearer: [] }];
const tags = ['articles'];

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/articles/products/:supplierId/:departmentId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: "One page of a station's articles of a supplier, with the station's favorites and settings",
        security,
        params: z.object({ supplierId: IdParamSchema, departmentId: IdParamSchema }),
        querystring: ArticleListQuerySchema,
        response: { 200: ArticlePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await getArticlePage(
          app.deps,
          venueCallerOf(request),
          request.params.supplierId,
          request.params.departmentId,
          request.query,
        ),
      ),
  );

  app.get(
    '/articles/categories/:supplierId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: "The categories of a supplier's articles, by name",
        security,
        params: z.object({ supplierId: IdParamSchema }),
        response: { 200: z.array(ArticleCategorySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSupplierCategories(app.deps, venueCallerOf(request), request.params.supplierId),
  );

  // SPEC §7: the regular and the warehouse (custom) screens call their own paths; the behaviour is the same.
  for (const url of ['/articles/toggleFavorite', '/articles/custom/toggleFavorite']) {
    app.post(
      url,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Flip whether an article is a favorite of the station',
          security,
          body: ToggleFavoriteSchema,
          response: { 200: ToggleFavoriteResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => toggleArticleFavorite(app.deps, venueCallerOf(request), request.body),
    );
  }

  app.post(
    '/articles/favorites',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Mark articles favorites of the station (after sending an order); idempotent',
        security,
        body: MarkFavoritesSchema,
        response: { 200: MarkFavoritesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => markArticlesFavorite(app.deps, venueCallerOf(request), request.body),
  );

  for (const url of ['/articles/articleSetting', '/articles/custom/articleSetting']) {
    app.post(
      url,
      {
        onRequest: authenticate,
        // SPEC §6: the recommended quantity is a venue admin's. Checked before the body, so others learn nothing.
        preValidation: requireRole('ROLE_ADMIN'),
        schema: {
          tags,
          summary: "Set an article's recommended quantity ('' or '0' clears it) and comment for the station",
          security,
          body: ArticleSettingSchema,
          response: { 200: ArticleSettingResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => setArticleSetting(app.deps, venueCallerOf(request), request.body),
    );
  }

  app.post(
    '/articles/:departmentId/manualAdd',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: "Create the venue's own unverified article for one of the station's suppliers",
        security,
        params: z.object({ departmentId: IdParamSchema }),
        body: ManualAddArticleSchema,
        response: { 201: ArticleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addVenueArticle(app.deps, venueCallerOf(request), request.params.departmentId, request.body),
        ),
  );
};
