/**
 * HTTP of the supplier's side (docs/PRODUCT.md#supplier-link). The link operations are public and limited per client
 * IP, so nobody can walk through tokens; the venue's reading of an answer is an ordinary venue route.
 */
import type { FastifyInstance } from 'fastify';
import { supplierPortalOperations } from '@/domain/supplier-portal/supplier-portal.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { prepareRepeatedOrder } from '@/server/modules/orders/orders.public';
import { answerOrderLink, openOrderLink } from './supplier-portal.service';
import {
  prepareOrderLink,
  readOrderSupplierAnswer,
  readRecentSupplierAnswers,
} from './venue-answers.service';

/** Defaults when the configuration names none: plenty for a supplier, far too few to guess a 144-bit token. */
export const SUPPLIER_LINK_RATE_LIMIT = { max: 60, windowMs: 60_000 };

export const perClientIp = (app: FastifyInstance) => {
  const { max, windowMs } = app.deps.config.supplierLinkRateLimit ?? SUPPLIER_LINK_RATE_LIMIT;
  return { config: { rateLimit: { max, timeWindow: windowMs } } };
};

export const supplierPortalRoutes = operationRoutes(supplierPortalOperations, {
  view: { handle: ({ params }, http) => openOrderLink(http.deps, params.token), extras: perClientIp },
  answer: {
    handle: ({ params, body }, http) => answerOrderLink(http.deps, params.token, body),
    extras: perClientIp,
  },
  prepareLink: ({ params, body }, http) =>
    prepareOrderLink(http.venueContext(), params.id, body.supplierContactId),
  orderAnswer: ({ params }, http) => readOrderSupplierAnswer(http.venueContext(), params.id),
  prepareRepeat: ({ params, body }, http) =>
    prepareRepeatedOrder(http.venueContext(), { orderId: params.id, ...body }),
  recentAnswers: (_request, http) => readRecentSupplierAnswers(http.venueContext()),
});
