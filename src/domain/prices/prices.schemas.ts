/**
 * The prices API's shapes (docs/PRODUCT.md#prices): an article's paid-price history, the last paid price and trend
 * of a page of articles, and the articles whose price rose beyond the venue's tolerance. Money is text with two
 * decimals (money.ts); a change in percent is a number with one decimal (price-trend.ts).
 */
import { z } from 'zod';
import { IdParamSchema, MAX_DB_ID } from '@/domain/shared/ids';

/** How many articles one "last prices" read covers: a page of the articles list is 10 to 50 rows. */
export const LAST_PRICES_MAX_ARTICLES = 100;
/** The newest points of a history: years of weekly deliveries, and a bound for the screen and the query. */
export const HISTORY_MAX_POINTS = 100;
/** "Prices that rose" looks at prices paid in the last this many days. */
export const RISEN_WINDOW_DAYS = 30;

export const ArticleHistoryParamsSchema = z.object({ articleId: IdParamSchema });

/** Article ids joined with commas ("1,2,3"), or a list; each written the one way (decision 0007), no repeats kept. */
export const LastPricesQuerySchema = z.object({
  articleIds: z
    .union([z.string().max(1200, 'invalidInput'), z.array(z.string()).max(LAST_PRICES_MAX_ARTICLES)], {
      error: 'invalidInput',
    })
    .transform((value) => (typeof value === 'string' ? value.split(',') : [...value]))
    .pipe(z.array(IdParamSchema).min(1, 'invalidInput').max(LAST_PRICES_MAX_ARTICLES, 'invalidInput'))
    .transform((ids) => [...new Set(ids)]),
});

const Money = z.string();
const TrendSchema = z.object({
  direction: z.enum(['up', 'down', 'flat']),
  percent: z.number().nullable(),
});

export const PricePointSchema = z.object({
  /** When the line was received (ISO timestamp). */
  receivedAt: z.string(),
  supplier: z.string().nullable(),
  paidPrice: Money,
  /** The price the line was ordered at; null when it had none. */
  orderedPrice: Money.nullable(),
  orderId: z.number().int().max(MAX_DB_ID),
  orderNumber: z.string(),
});
export type PricePoint = z.infer<typeof PricePointSchema>;

export const LastPriceSchema = z.object({
  paidPrice: Money,
  receivedAt: z.string(),
  supplier: z.string().nullable(),
  /** Against the paid price before it (any supplier of the article). */
  trend: TrendSchema,
});
export type LastPrice = z.infer<typeof LastPriceSchema>;

export const ArticleHistorySchema = z.object({
  articleId: z.number().int(),
  name: z.string(),
  unit: z.string(),
  currency: z.string(),
  /** Oldest first, the newest HISTORY_MAX_POINTS. */
  points: z.array(PricePointSchema),
  last: LastPriceSchema.nullable(),
});
export type ArticleHistory = z.infer<typeof ArticleHistorySchema>;

export const LastPricesSchema = z.object({
  currency: z.string(),
  /** Only articles with a paid price. */
  prices: z.array(LastPriceSchema.extend({ articleId: z.number().int() })),
});
export type LastPrices = z.infer<typeof LastPricesSchema>;

export const RisenPriceSchema = z.object({
  articleId: z.number().int(),
  name: z.string(),
  unit: z.string(),
  supplier: z.string().nullable(),
  previousPrice: Money,
  latestPrice: Money,
  /** Null when the previous price was 0. */
  percent: z.number().nullable(),
  receivedAt: z.string(),
});
export type RisenPrice = z.infer<typeof RisenPriceSchema>;

export const RisenPricesSchema = z.object({
  currency: z.string(),
  tolerance: z.string(),
  /** The biggest rise first. */
  prices: z.array(RisenPriceSchema),
});
export type RisenPrices = z.infer<typeof RisenPricesSchema>;
