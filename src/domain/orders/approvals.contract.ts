/**
 * Approvals of orders above their creator's limit (src/domain/orders/order-limit.ts). Any venue member sees an
 * order's approval and may ask for it; approving and returning are for the venue's admin and people whose limit
 * covers the total (the server checks, 403 otherwise). A decision when no request waits (someone decided first)
 * answers 409 approval_not_pending.
 */
import { z } from 'zod';
import { defineOperation, VENUE_MEMBERS } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';
import { OrderApprovalSchema, ReturnOrderSchema, WaitingApprovalsSchema } from './approvals.schemas';

const tag = 'approvals';
const access = VENUE_MEMBERS;
const OrderParams = z.object({ id: IdParamSchema });

export const approvalOperations = {
  waiting: defineOperation({
    method: 'GET',
    path: '/approvals/waiting',
    summary: 'Orders waiting for an approval the caller may give, oldest request first',
    tag,
    access,
    response: WaitingApprovalsSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/approvals/orders/:id',
    summary: "An order's approval state, what the caller may do and its history",
    tag,
    access,
    params: OrderParams,
    response: OrderApprovalSchema,
    refusals: [404],
  }),
  request: defineOperation({
    method: 'POST',
    path: '/approvals/orders/:id/request',
    summary: 'Ask for an approval of an order above its creator’s limit',
    tag,
    access,
    params: OrderParams,
    response: OrderApprovalSchema,
    refusals: [404, 409],
  }),
  approve: defineOperation({
    method: 'POST',
    path: '/approvals/orders/:id/approve',
    summary: 'Approve a requested order up to its current total',
    tag,
    access,
    params: OrderParams,
    response: OrderApprovalSchema,
    refusals: [403, 404, 409],
  }),
  return: defineOperation({
    method: 'POST',
    path: '/approvals/orders/:id/return',
    summary: 'Return a requested order to its creator with a note',
    tag,
    access,
    params: OrderParams,
    body: ReturnOrderSchema,
    response: OrderApprovalSchema,
    refusals: [403, 404, 409],
  }),
};
