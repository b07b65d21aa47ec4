/**
 * The prices API (docs/PRODUCT.md#prices): what a venue paid for its articles over time. Every operation is PRO
 * (planAllowance.priceHistory; 403 proOnly otherwise) and reads the caller's own venue: another venue's article
 * answers 404.
 */
import { defineOperation, VENUE_ADMINS } from '@/domain/shared/contract';
import {
  ArticleHistoryParamsSchema,
  ArticleHistorySchema,
  LastPricesQuerySchema,
  LastPricesSchema,
  RisenPricesSchema,
} from './prices.schemas';

const tag = 'prices';

export const priceOperations = {
  history: defineOperation({
    method: 'GET',
    path: '/prices/article/:articleId/history',
    summary: "One article's paid prices: date received, supplier, paid and ordered price, order number",
    tag,
    access: VENUE_ADMINS,
    params: ArticleHistoryParamsSchema,
    response: ArticleHistorySchema,
    refusals: [404],
  }),
  last: defineOperation({
    method: 'GET',
    path: '/prices/last',
    summary: 'The last paid price of each given article, with its trend against the paid price before it',
    tag,
    access: VENUE_ADMINS,
    query: LastPricesQuerySchema,
    response: LastPricesSchema,
  }),
  risen: defineOperation({
    method: 'GET',
    path: '/prices/risen',
    summary: "Articles whose paid price rose beyond the venue's tolerance in the last 30 days",
    tag,
    access: VENUE_ADMINS,
    response: RisenPricesSchema,
  }),
};
