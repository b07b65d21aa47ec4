/**
 * Credit requests (knjižna odobrenja): what a supplier owes after a receipt with short lines or prices over the
 * tolerance, asked for through the order's send channels and answered by the supplier from a link without an
 * account. The venue's operations need a sign-in and see only the venue's requests of stations the caller sees
 * (another venue's id is not found); the link's are public, rate limited, and open only the request they were made for.
 */
import { z } from 'zod';
import { defineOperation, VENUE_MEMBERS } from '@/domain/shared/contract';
import { LinkTokenParamSchema } from '@/domain/supplier-portal/supplier-portal.schemas';
import {
  CreateCreditSchema,
  CreditAnswerSchema,
  CreditBySupplierSchema,
  CreditDetailSchema,
  CreditIdParamsSchema,
  CreditOrderParamsSchema,
  CreditSummarySchema,
  OrderCreditSchema,
  SendCreditSchema,
  SentCreditSchema,
  SettleCreditSchema,
  SupplierCreditViewSchema,
} from './credits.schemas';

const tag = 'credits';
const access = VENUE_MEMBERS;
const TokenParams = z.object({ token: LinkTokenParamSchema });

export const creditOperations = {
  orderCredit: defineOperation({
    method: 'GET',
    path: '/credits/order/:orderId',
    summary: "A received order's credit request, or the lines and value one would ask for",
    tag,
    access,
    params: CreditOrderParamsSchema,
    response: OrderCreditSchema,
    refusals: [404],
  }),
  create: defineOperation({
    method: 'POST',
    path: '/credits/order/:orderId',
    summary:
      'Create the credit request of a received order (PRO): its short lines and prices over the tolerance, ' +
      'numbered KRD-0001 per venue',
    tag,
    access,
    params: CreditOrderParamsSchema,
    body: CreateCreditSchema,
    response: CreditDetailSchema,
    status: 201,
    // 403 proOnly; 404 not the caller's order; 409 credit_exists, credit_nothing_owed.
    refusals: [404, 409],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/credits',
    summary: 'Open credit requests (not closed) of the stations the caller sees, newest first',
    tag,
    access,
    response: z.array(CreditSummarySchema),
  }),
  bySupplier: defineOperation({
    method: 'GET',
    path: '/credits/bySupplier',
    summary: 'Requested vs credited amounts per supplier, over every credit request of the venue',
    tag,
    access,
    response: z.array(CreditBySupplierSchema),
  }),
  get: defineOperation({
    method: 'GET',
    path: '/credits/:id',
    summary: 'One credit request: lines, state, the supplier’s answer and its history',
    tag,
    access,
    params: CreditIdParamsSchema,
    response: CreditDetailSchema,
    refusals: [404],
  }),
  send: defineOperation({
    method: 'POST',
    path: '/credits/:id/send',
    summary:
      "Record sending a credit request to a supplier contact; answers the supplier's link for the text",
    tag,
    access,
    params: CreditIdParamsSchema,
    body: SendCreditSchema,
    response: SentCreditSchema,
    // 403 proOnly (WhatsApp, Viber); 404 not the venue's request or contact; 409 credit_state_changed.
    refusals: [404, 409],
  }),
  settle: defineOperation({
    method: 'POST',
    path: '/credits/:id/settle',
    summary: 'Enter the amount the supplier credited',
    tag,
    access,
    params: CreditIdParamsSchema,
    body: SettleCreditSchema,
    response: CreditDetailSchema,
    refusals: [404, 409],
  }),
  close: defineOperation({
    method: 'POST',
    path: '/credits/:id/close',
    summary: 'Close a settled (or refused) credit request',
    tag,
    access,
    params: CreditIdParamsSchema,
    response: CreditDetailSchema,
    refusals: [404, 409],
  }),
  linkView: defineOperation({
    method: 'GET',
    path: '/supplier-link/credit/:token',
    summary: "The credit request a supplier's link opens",
    tag,
    access: 'public',
    params: TokenParams,
    response: SupplierCreditViewSchema,
    refusals: [404, 429],
  }),
  linkAnswer: defineOperation({
    method: 'POST',
    path: '/supplier-link/credit/:token/answer',
    summary: 'The supplier accepts all, accepts a part (with its amount) or refuses (with a reason), once',
    tag,
    access: 'public',
    params: TokenParams,
    body: CreditAnswerSchema,
    response: SupplierCreditViewSchema,
    // 409 credit_already_answered: a second answer, also when two arrive at once.
    refusals: [404, 409, 429],
  }),
};
