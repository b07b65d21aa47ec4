/**
 * The super admin's shared supplier catalogue (/admin/suppliers and /admin/articles:
 * docs/PRODUCT.md#shared-catalogue, #suppliers-page): catalogue suppliers (no owner venue, verified) and their
 * articles. Bodies reuse the venue-side rules (EditSupplierSchema, EditArticleSchema, ArticleImportSchema) so one
 * rule holds for both.
 */
import { z } from 'zod';
import { EditArticleSchema } from '@/domain/articles/article-admin.schemas';
import { ArticleListQuerySchema } from '@/domain/articles/articles.schemas';
import { IdParamSchema, IdSchema } from '@/domain/shared/ids';
import { SupplierFieldsSchema } from '@/domain/suppliers/supplier-admin.schemas';

export const CatalogueSupplierSchema = SupplierFieldsSchema.extend({
  /** Articles were uploaded or added for it. */
  hasData: z.boolean(),
  /** How many venues are assigned to it (such a supplier is not deleted). */
  venues: z.number().int(),
});
export type CatalogueSupplier = z.infer<typeof CatalogueSupplierSchema>;

export const CatalogueSupplierParamsSchema = z.object({ id: IdParamSchema });
export const CatalogueArticlesParamsSchema = z.object({ supplierId: IdParamSchema });

/** GET /admin/articles/{supplierId}: the venue article page's query without the station-only favorite filter. */
export const CatalogueArticleQuerySchema = ArticleListQuerySchema.omit({ onlyFavorite: true });
export type CatalogueArticleQuery = z.input<typeof CatalogueArticleQuerySchema>;

export const CatalogueArticleRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  storeName: z.string(),
  note: z.string(),
  unit: z.string(),
  defaultPrice: z.string().nullable(),
  category: z.object({ id: z.number().int(), category: z.string() }),
});
export type CatalogueArticleRow = z.infer<typeof CatalogueArticleRowSchema>;

/** A row of the /admin/articles table: the article and how many venue stations keep it as a favorite. */
export const CatalogueArticleListRowSchema = CatalogueArticleRowSchema.extend({
  favorites: z.number().int(),
});
export type CatalogueArticleListRow = z.infer<typeof CatalogueArticleListRowSchema>;

export const CatalogueArticlePageSchema = z.object({
  articles: z.array(CatalogueArticleListRowSchema),
  count: z.number().int(),
});
export type CatalogueArticlePage = z.infer<typeof CatalogueArticlePageSchema>;

/** POST /admin/article/createOrUpdate/{supplierId}: with an id it edits that article, without it adds one. */
export const CatalogueArticleInputSchema = EditArticleSchema.extend({
  id: IdSchema.nullish().transform((id) => id ?? null),
});
export type CatalogueArticleInput = z.input<typeof CatalogueArticleInputSchema>;
export type CatalogueArticleData = z.output<typeof CatalogueArticleInputSchema>;
