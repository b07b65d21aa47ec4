/**
 * The approval of an order above its creator's limit as the order view and the dashboard read it
 * (src/domain/orders/order-limit.ts): where it stands, who may act, and the history of requests, approvals and
 * returns with who and when.
 */
import { z } from 'zod';
import { ApprovalActionSchema } from '@/domain/shared/enums';
import { ReturnNoteSchema } from './order-limit';

export const ApprovalStateSchema = z.enum(['free', 'needed', 'requested', 'approved', 'returned', 'cleared']);

export const ApprovalEventSchema = z.object({
  id: z.number().int(),
  action: ApprovalActionSchema,
  /** Null once the person was deleted. */
  actorName: z.string().nullable(),
  at: z.string(),
  /** The order's total when it happened. */
  basis: z.string().nullable(),
  note: z.string(),
});
export type ApprovalEvent = z.infer<typeof ApprovalEventSchema>;

export const OrderApprovalSchema = z.object({
  orderId: z.number().int(),
  state: ApprovalStateSchema,
  total: z.string().nullable(),
  currency: z.string(),
  /** The creator's limit; null when they have none. */
  creatorLimit: z.string().nullable(),
  /** The total the latest approval covers (shown when an edit cleared it). */
  approvedBasis: z.string().nullable(),
  /** What the caller may do now. */
  canRequest: z.boolean(),
  canDecide: z.boolean(),
  /** Oldest first. */
  events: z.array(ApprovalEventSchema),
});
export type OrderApproval = z.infer<typeof OrderApprovalSchema>;

/** One order waiting for the caller's approval (the dashboard card). */
export const WaitingApprovalSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  isCustom: z.boolean(),
  station: z.object({ id: z.number().int(), name: z.string() }),
  supplierName: z.string().nullable(),
  total: z.string(),
  currency: z.string(),
  requestedBy: z.string().nullable(),
  requestedAt: z.string(),
});
export type WaitingApproval = z.infer<typeof WaitingApprovalSchema>;

export const WaitingApprovalsSchema = z.object({ orders: z.array(WaitingApprovalSchema) });

export const ReturnOrderSchema = z.object({ note: ReturnNoteSchema });
