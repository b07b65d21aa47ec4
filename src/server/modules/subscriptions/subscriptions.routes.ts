/** HTTP of the subscriptions contract (src/domain/subscriptions/subscriptions.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { subscriptionOperations } from '@/domain/subscriptions/subscriptions.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { sendPlanInquiry, setSubscription } from './plan-change.service';
import { listPlanPrices, setPlanPrice } from './plan-prices.service';
import { sendNewStationInquiry } from './station-inquiry.service';
import { getSubscription } from './subscriptions.service';

export const subscriptionsRoutes: FastifyPluginAsync = operationRoutes(subscriptionOperations, {
  get: ({ params }, http) => getSubscription(http.context(), params.venueId),
  set: ({ body }, http) => setSubscription(http.context(), body),
  sendPlanInquiry: ({ body }, http) => sendPlanInquiry(http.venueContext(), body),
  sendNewStationInquiry: ({ body }, http) => sendNewStationInquiry(http.venueContext(), body),
  planPrices: (_request, http) => listPlanPrices(http.deps.db),
  setPlanPrice: ({ body }, http) => setPlanPrice(http.deps, body),
});
