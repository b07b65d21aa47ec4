/** HTTP of the standing-orders contract (src/domain/standing-orders/standing-orders.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { standingOrderOperations } from '@/domain/standing-orders/standing-orders.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import {
  changeStandingOrder,
  createStandingOrder,
  listStandingOrders,
  removeStandingOrder,
} from './standing-orders.service';

export const standingOrdersRoutes: FastifyPluginAsync = operationRoutes(standingOrderOperations, {
  list: (_input, http) => listStandingOrders(http.venueContext()),
  create: ({ body }, http) => createStandingOrder(http.venueContext(), body),
  update: ({ params, body }, http) => changeStandingOrder(http.venueContext(), params.id, body),
  remove: ({ params }, http) => removeStandingOrder(http.venueContext(), params.id),
});
