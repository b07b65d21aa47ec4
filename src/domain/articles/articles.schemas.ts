/**
 * Article API contract (Article: docs/PRODUCT.md#data-article, #input-rules, #api-articles): the order wizard's
 * article page, favorites, per-station settings and the venue's own unverified articles. Server validation and the
 * web's forms share these schemas; messages are catalogue codes (errors.ts).
 */
import { z } from 'zod';
import { NameSchema } from '@/domain/auth/auth.schemas';
import { RecommendedQuantitySchema } from '@/domain/orders/amount';
import { UnitSchema } from '@/domain/shared/enums';
import { IdParamSchema, IdSchema } from '@/domain/shared/ids';
import { FAVORITES_MAX_BATCH, NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { PageNumberSchema, pageSizeSchema } from '@/domain/shared/paging';
import { userText } from '@/domain/shared/text';

/** Article lists start at page 1 with 10 rows (mobile infinite scroll adds 10) (docs/PRODUCT.md#page-sizes). */
export const ARTICLE_FIRST_PAGE = 1;
export const ARTICLE_PAGE_SIZE = 10;
export const ARTICLE_MAX_PAGE_SIZE = 100;
export const ARTICLE_SEARCH_MAX_LENGTH = 100;
export const DEFAULT_UNIT = 'KOM' as const;

const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Query of GET /articles/products/{supplierId}/{departmentId}. Empty parameters mean "no filter". */
export const ArticleListQuerySchema = z.object({
  page: optionalQuery(PageNumberSchema).transform((page) => page ?? ARTICLE_FIRST_PAGE),
  pageSize: optionalQuery(pageSizeSchema(ARTICLE_MAX_PAGE_SIZE)).transform(
    (size) => size ?? ARTICLE_PAGE_SIZE,
  ),
  /** A category id; absent for 'All' (docs/PRODUCT.md#articles-page). */
  category: optionalQuery(IdParamSchema).transform((id) => id ?? null),
  /** Case-insensitive part of the article name. */
  searchQuery: optionalQuery(userText({ max: ARTICLE_SEARCH_MAX_LENGTH })).transform((text) => text ?? ''),
  onlyFavorite: optionalQuery(z.enum(['true', 'false'], { error: 'invalidInput' })).transform(
    (flag) => flag === 'true',
  ),
});
export type ArticleListQuery = z.input<typeof ArticleListQuerySchema>;
export type ArticleListFilter = z.output<typeof ArticleListQuerySchema>;

export const ArticleCategorySchema = z.object({ id: z.number().int(), category: z.string() });
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>;

/** Article as one station sees it (docs/PRODUCT.md#data-article): the catalogue row plus that station's settings. */
export const ArticleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  storeName: z.string(),
  note: z.string(),
  category: ArticleCategorySchema,
  unit: UnitSchema,
  /** Decimal text ("1150.00"); the station's own price when it has one, else the article's. */
  defaultPrice: z.string().nullable(),
  isFavorite: z.boolean(),
  /** Decimal text in its shortest form ("2.5"); null when none is set. */
  recommendedQuantity: z.string().nullable(),
  comment: z.string(),
  supplier: z.object({ id: z.number().int() }),
  /** False for a venue's own article, which no super admin has checked. */
  verified: z.boolean(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** "Count response (docs/PRODUCT.md#data-article): articles and count". */
export const ArticlePageSchema = z.object({ articles: z.array(ArticleSchema), count: z.number().int() });
export type ArticlePage = z.infer<typeof ArticlePageSchema>;

export const ToggleFavoriteSchema = z.object({ departmentId: IdSchema, articleId: IdSchema });
export type ToggleFavoriteInput = z.input<typeof ToggleFavoriteSchema>;

export const ToggleFavoriteResponseSchema = z.object({
  articleId: z.number().int(),
  isFavorite: z.boolean(),
});
export type ToggleFavoriteResponse = z.infer<typeof ToggleFavoriteResponseSchema>;

/** Sending (docs/PRODUCT.md#sending): the ordered articles that were not favorites become favorites, in one call. */
export const MarkFavoritesSchema = z.object({
  departmentId: IdSchema,
  articleIds: z
    .array(IdSchema, { error: 'invalidInput' })
    .max(FAVORITES_MAX_BATCH, 'invalidInput')
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type MarkFavoritesInput = z.input<typeof MarkFavoritesSchema>;

export const MarkFavoritesResponseSchema = z.object({ articleIds: z.array(z.number().int()) });

const CommentSchema = userText({ max: NOTE_MAX_LENGTH });

/**
 * Recommended quantity (admin only; docs/PRODUCT.md#recommended-quantity): '' or '0' clears it. A field left out
 * keeps its stored value.
 */
export const ArticleSettingSchema = z.object({
  departmentId: IdSchema,
  articleId: IdSchema,
  recommendedQuantity: RecommendedQuantitySchema.optional(),
  comment: CommentSchema.optional(),
});
export type ArticleSettingInput = z.input<typeof ArticleSettingSchema>;
export type ArticleSettingData = z.output<typeof ArticleSettingSchema>;

export const ArticleSettingResponseSchema = z.object({
  articleId: z.number().int(),
  recommendedQuantity: z.string().nullable(),
  comment: z.string(),
});
export type ArticleSettingResponse = z.infer<typeof ArticleSettingResponseSchema>;

/**
 * Prices stay below a billion a unit (9 digits before the dot), well inside NUMERIC(14,2), so a price
 * times the largest amount is still an ordinary number wherever it is multiplied or summed
 * (docs/PRODUCT.md#amount-bounds).
 */
const PRICE_MAX_INTEGER_DIGITS = 9;
const PRICE = new RegExp(`^\\d{1,${PRICE_MAX_INTEGER_DIGITS}}(\\.\\d{1,2})?$`);

/** A price: decimal text with at most 2 decimals; numbers are accepted, empty means none. */
export const PriceSchema = z
  .union([z.string(), z.number()], { error: 'invalidInput' })
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
  .refine((value) => value === '' || PRICE.test(value), 'invalidInput')
  .transform((value) => (value === '' ? null : value));

const OptionalTextSchema = userText({ max: NOTE_MAX_LENGTH })
  .nullish()
  .transform((text) => text ?? '');

/**
 * POST /articles/{departmentId}/manualAdd: a venue's own unverified article (order wizard:
 * docs/PRODUCT.md#order-wizard, #data-article).
 */
export const ManualAddArticleSchema = z.object({
  supplierId: IdSchema,
  articleName: NameSchema,
  storeName: OptionalTextSchema,
  note: OptionalTextSchema,
  // The article category is required (docs/PRODUCT.md#article-form).
  categoryName: NameSchema,
  price: PriceSchema,
  unit: UnitSchema.nullish().transform((unit) => unit ?? DEFAULT_UNIT),
});
export type ManualAddArticleInput = z.input<typeof ManualAddArticleSchema>;
export type ManualAddArticleData = z.output<typeof ManualAddArticleSchema>;
