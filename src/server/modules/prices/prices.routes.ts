/** HTTP of the prices contract (src/domain/prices/prices.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { priceOperations } from '@/domain/prices/prices.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { articleHistory, lastPrices, risenPrices } from './prices.service';

export const pricesRoutes: FastifyPluginAsync = operationRoutes(priceOperations, {
  history: ({ params }, http) => articleHistory(http.venueContext(), params.articleId),
  last: ({ query }, http) => lastPrices(http.venueContext(), query.articleIds),
  risen: (_input, http) => risenPrices(http.venueContext()),
});
