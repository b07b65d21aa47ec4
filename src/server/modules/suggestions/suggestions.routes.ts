/** HTTP of the suggestions contract (src/domain/suggestions/suggestions.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { suggestionOperations } from '@/domain/suggestions/suggestions.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { checkOrder } from './order-checks.service';
import { saveStockCount, stockCountSheet } from './stock-counts.service';
import { suggestedAmounts } from './suggested-amounts.service';

export const suggestionsRoutes: FastifyPluginAsync = operationRoutes(suggestionOperations, {
  orderChecks: ({ params, body }, http) => checkOrder(http.venueContext(), params.stationId, body),
  stockCountSheet: ({ params }, http) =>
    stockCountSheet(http.venueContext(), params.stationId, params.supplierId),
  saveStockCount: ({ params, body }, http) =>
    saveStockCount(http.venueContext(), params.stationId, params.supplierId, body),
  suggestedAmounts: ({ params, query }, http) =>
    suggestedAmounts(http.venueContext(), params.stationId, params.supplierId, query),
});
