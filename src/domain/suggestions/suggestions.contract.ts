/**
 * The suggestions API (docs/decisions/0025-order-guards.md, 0032-suggested-amounts.md): the order preview's guards,
 * the quick stock count and the wizard's suggested amounts, for one visible station and one of its suppliers.
 * Another venue's station or supplier answers 404 like one that does not exist.
 */
import { z } from 'zod';
import { defineOperation, VENUE_MEMBERS } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';
import { StockCountInputSchema, StockCountSchema, StockCountSheetSchema } from './stock-count.schemas';
import {
  OrderCheckInputSchema,
  OrderCheckSchema,
  SuggestionQuerySchema,
  SuggestionsSchema,
} from './suggestions.schemas';

const tag = 'suggestions';

export const suggestionOperations = {
  orderChecks: defineOperation({
    method: 'POST',
    path: '/station/:stationId/orderChecks',
    summary:
      "An order's unusual amounts (against each article's last order) and its shortfall under the supplier's minimum",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ stationId: IdParamSchema }),
    body: OrderCheckInputSchema,
    response: OrderCheckSchema,
    refusals: [404],
  }),
  stockCountSheet: defineOperation({
    method: 'GET',
    path: '/station/:stationId/stockCount/:supplierId',
    summary: "The supplier's articles to count at a station (favorites first) with the latest count",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ stationId: IdParamSchema, supplierId: IdParamSchema }),
    response: StockCountSheetSchema,
    refusals: [404],
  }),
  saveStockCount: defineOperation({
    method: 'POST',
    path: '/station/:stationId/stockCount/:supplierId',
    summary: "Record a stock count of the supplier's articles at a station (who and when)",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ stationId: IdParamSchema, supplierId: IdParamSchema }),
    body: StockCountInputSchema,
    response: StockCountSchema,
    status: 201,
    refusals: [404],
  }),
  suggestedAmounts: defineOperation({
    method: 'GET',
    path: '/station/:stationId/suggestions/:supplierId',
    summary:
      "Suggested amounts of the supplier's articles for a delivery date: par minus a fresh count, else the same-weekday average",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ stationId: IdParamSchema, supplierId: IdParamSchema }),
    query: SuggestionQuerySchema,
    response: SuggestionsSchema,
    refusals: [404],
  }),
};
