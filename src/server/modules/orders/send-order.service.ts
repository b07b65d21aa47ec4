/**
 * Send (docs/PRODUCT.md#send-channels): the one implementation of sending an order, used by the send route and by
 * repeat. One statement locks, checks, sends and makes the supplier's link (send-order.statement.ts, decision 0010):
 * on its own (the route) it is one round trip and one commit; inside repeat's transaction it is one more statement of
 * that transaction.
 */
import { AppError } from '@/domain/errors';
import { neverBoundBySendCeiling, sendCeiling } from '@/domain/orders/order-limit';
import { canSendOrder } from '@/domain/orders/order-rules';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { planAllowsMessengers, type SendChannel } from '@/domain/orders/send-channels';
import { ORDER_STATUSES, PLANS } from '@/domain/shared/enums';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import type { Executor } from '@/server/db/client';
import {
  hashLinkToken,
  linkToken,
  newLinkSalt,
  orderLinkFor,
  orderLinkUrl,
} from '@/server/shared/order-link';
import type { ServiceContext } from '@/server/types';
import { findSendLimitFacts } from './approvals.repository';
import { type SendRefusal, sendCheckedOrder } from './send-order.statement';

export interface SendCommand {
  orderId: number;
  kind: OrderKind;
  supplierContactId?: number | null;
  supplierContactNumber?: string | null;
  channel?: SendChannel | undefined;
}

/** Sending also makes the supplier's link, which needs the server's secret and address. */
export type SendContext = ServiceContext<'db' | 'now' | 'config'>;

/** The sent order, with the supplier's link for the end of the message (a warehouse order to the market has none). */
export interface SentOrder {
  id: number;
  status: 'IN_PROGRESS';
  supplierLink?: string;
}

const MESSAGES: Record<SendRefusal, string> = {
  not_found: 'Order or contact not found',
  order_not_sendable: 'The order cannot be sent in its status',
  disabledSending: 'The user may not send orders',
  approval_required: 'The order is above its creator’s limit and waits for approval',
  subscription_not_exist: 'The venue has no plan',
  trialEnded: 'The trial has ended',
  proOnly: 'WhatsApp and Viber need the PRO plan',
  'common.requiredField': 'Choose a contact',
};

/** Every plan state (`PLAN:trialEnded`) that passes `allows`, as the statement compares them. */
function planStates(allows: (plan: (typeof PLANS)[number], trialEnded: boolean) => boolean): string[] {
  return PLANS.flatMap((plan) =>
    [false, true]
      .filter((trialEnded) => allows(plan, trialEnded))
      .map((trialEnded) => `${plan}:${trialEnded}`),
  );
}

const ORDERING_PLAN_STATES = planStates(
  (plan, trialEnded) => planAllowance({ plan, trialEnded, departmentLimit: 0 }).ordering,
);
const MESSENGER_PLAN_STATES = planStates(planAllowsMessengers);

/**
 * Sends the order through `executor`: the database for a send of its own, or the transaction of a use case that
 * sends what it just made (repeat). Refusals in the use case's order: the order (kind, station), its status, the
 * send-orders permission, the plan, WhatsApp/Viber, the contact.
 */
export async function sendOrderIn(
  executor: Executor,
  ctx: SendContext,
  command: SendCommand,
): Promise<SentOrder> {
  const { caller, config } = ctx;
  const salt = newLinkSalt();
  // The order's limit (src/domain/orders/order-limit.ts): read first, enforced by the statement on the total it locks.
  // A caller who is never bound (an admin) sends without reading it.
  const facts = neverBoundBySendCeiling(caller.role)
    ? undefined
    : await findSendLimitFacts(executor, caller, command.orderId);
  const maxTotal = facts ? sendCeiling({ role: caller.role, ...facts }) : null;
  const outcome = await sendCheckedOrder(executor, {
    caller,
    orderId: command.orderId,
    isCustom: command.kind === 'custom',
    sendableStatuses: ORDER_STATUSES.filter((status) => canSendOrder(status, caller.role)),
    orderingPlanStates: ORDERING_PLAN_STATES,
    messengerPlanStates: MESSENGER_PLAN_STATES,
    maxTotal,
    channel: command.channel ?? null,
    needsMessengers: command.channel === 'whatsapp' || command.channel === 'viber',
    contactId: command.supplierContactId || null,
    contactNumber: command.supplierContactNumber?.trim() || null,
    link: { salt, tokenHash: hashLinkToken(linkToken(config.jwtSecret, salt)) },
    now: ctx.now(),
  });
  if (outcome.refusal) throw new AppError(outcome.refusal, MESSAGES[outcome.refusal]);
  const sent = { id: command.orderId, status: 'IN_PROGRESS' as const };
  if (outcome.isCustom) return sent;
  // No salt only when a concurrent send made this contact's link after the statement's snapshot: read it now.
  const supplierLink = outcome.salt
    ? orderLinkUrl(config.publicUrl, linkToken(config.jwtSecret, outcome.salt))
    : await orderLinkFor(executor, ctx, {
        venueId: caller.venueId,
        orderId: command.orderId,
        contactId: outcome.contactId,
      });
  return { ...sent, supplierLink };
}

/** POST /orders/updateStatus/sendOrder: a send of its own, outside any transaction. */
export function sendOrder(ctx: SendContext, command: SendCommand): Promise<SentOrder> {
  return sendOrderIn(ctx.db, ctx, command);
}
