/**
 * HTTP of credit requests: the venue's operations, and the supplier link's, which are public and limited per client IP
 * like the order link's (src/server/modules/supplier-portal).
 */
import { creditOperations } from '@/domain/credits/credits.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { perClientIp } from '@/server/modules/supplier-portal/supplier-portal.public';
import { answerCreditLink, openCreditLink } from './credit-link.service';
import {
  closeCredit,
  createCredit,
  listCredits,
  readCredit,
  readCreditsBySupplier,
  readOrderCredit,
  sendCredit,
  settleCredit,
} from './credits.service';

export const creditsRoutes = operationRoutes(creditOperations, {
  orderCredit: ({ params }, http) => readOrderCredit(http.venueContext(), params.orderId),
  create: ({ params, body }, http) => createCredit(http.venueContext(), params.orderId, body),
  list: (_input, http) => listCredits(http.venueContext()),
  bySupplier: (_input, http) => readCreditsBySupplier(http.venueContext()),
  get: ({ params }, http) => readCredit(http.venueContext(), params.id),
  send: ({ params, body }, http) => sendCredit(http.venueContext(), params.id, body),
  settle: ({ params, body }, http) => settleCredit(http.venueContext(), params.id, body),
  close: ({ params }, http) => closeCredit(http.venueContext(), params.id),
  linkView: { handle: ({ params }, http) => openCreditLink(http.deps, params.token), extras: perClientIp },
  linkAnswer: {
    handle: ({ params, body }, http) => answerCreditLink(http.deps, params.token, body),
    extras: perClientIp,
  },
});
