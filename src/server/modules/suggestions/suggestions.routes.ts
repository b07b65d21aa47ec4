/** HTTP of the suggestions contract (src/domain/suggestions/suggestions.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { suggestionOperations } from '@/domain/suggestions/suggestions.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { checkOrder } from './order-checks.service';

export const suggestionsRoutes: FastifyPluginAsync = operationRoutes(suggestionOperations, {
  orderChecks: ({ params, body }, http) => checkOrder(http.venueContext(), params.stationId, body),
});
