/**
 * The supplier's side (docs/PRODUCT.md#supplier-link): public operations reached by a link token (no login, rate
 * limited per IP), and the venue's reading of what the supplier answered.
 */
import { z } from 'zod';
import { defineOperation, VENUE_MEMBERS } from '@/domain/shared/contract';
import { RepeatOrderSchema } from '@/domain/orders/orders.schemas';
import { IdParamSchema, IdSchema } from '@/domain/shared/ids';
import { SupplierAnswerSchema } from './answer';
import { RecentSupplierAnswerSchema } from './recent-answers';
import {
  LinkTokenParamSchema,
  OrderSupplierAnswerSchema,
  SupplierOrderViewSchema,
} from './supplier-portal.schemas';

const tag = 'supplier portal';
const TokenParams = z.object({ token: LinkTokenParamSchema });

export const supplierPortalOperations = {
  view: defineOperation({
    method: 'GET',
    path: '/supplier-link/order/:token',
    summary: "The order a supplier's link opens (records that it was opened)",
    tag,
    access: 'public',
    params: TokenParams,
    response: SupplierOrderViewSchema,
    refusals: [404, 429],
  }),
  answer: defineOperation({
    method: 'POST',
    path: '/supplier-link/order/:token/answer',
    summary:
      'The supplier confirms (possibly with unticked lines, another date and a note) or rejects the order',
    tag,
    access: 'public',
    params: TokenParams,
    body: SupplierAnswerSchema,
    response: SupplierOrderViewSchema,
    refusals: [404, 409, 429],
  }),
  prepareLink: defineOperation({
    method: 'POST',
    path: '/orders/:id/supplierLink',
    summary:
      "The supplier's link of an order for a contact, made before sending so the message can end with it",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ id: IdParamSchema }),
    body: z.object({ supplierContactId: z.number({ error: 'common.requiredField' }).pipe(IdSchema) }),
    response: z.object({ supplierLink: z.string() }),
    refusals: [404, 409],
  }),
  orderAnswer: defineOperation({
    method: 'GET',
    path: '/orders/:id/supplierAnswer',
    summary: 'Whether the supplier opened a sent order and what they answered, line by line',
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ id: IdParamSchema }),
    response: OrderSupplierAnswerSchema,
    refusals: [404],
  }),
  prepareRepeat: defineOperation({
    method: 'POST',
    path: '/orders/:id/repeat/prepare',
    summary:
      "A regular order's repeat made ready before sending: the new draft and its supplier link for the contact",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ id: IdParamSchema }),
    body: RepeatOrderSchema.omit({ channel: true }),
    response: z.object({ id: z.number().int(), supplierLink: z.string() }),
    status: 201,
    refusals: [404, 409],
  }),
  recentAnswers: defineOperation({
    method: 'GET',
    path: '/orders/recentSupplierAnswers',
    summary: "Suppliers' answers of the last days to orders still expected, on stations the caller sees",
    tag,
    access: VENUE_MEMBERS,
    response: z.array(RecentSupplierAnswerSchema),
  }),
};
