/**
 * SPEC §5 send (issue 16, decision 0010): one statement locks, checks, sends and makes the supplier's link
 * (send-order.repository.ts), so a send is one round trip and one commit. Repeat sends inside its own transaction
 * with sendLockedOrder, which applies the same rules statement by statement.
 */
import { AppError } from '@/domain/errors';
import { canSendOrder } from '@/domain/orders/order-rules';
import { planAllowsMessengers } from '@/domain/orders/send-channels';
import { ORDER_STATUSES, PLANS } from '@/domain/shared/enums';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import type { SendCommand, SendContext } from './orders.service';
import { type SendRefusal, sendCheckedOrder } from './send-order.repository';
import {
  hashLinkToken,
  linkToken,
  newLinkSalt,
  orderLinkUrl,
  orderLinkFor,
} from '@/server/shared/order-link';

const MESSAGES: Record<SendRefusal, string> = {
  not_found: 'Order or contact not found',
  order_not_sendable: 'The order cannot be sent in its status',
  disabledSending: 'The user may not send orders',
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

export async function sendOrder(ctx: SendContext, command: SendCommand) {
  const { caller, config } = ctx;
  const salt = newLinkSalt();
  const outcome = await sendCheckedOrder(ctx.db, {
    caller,
    orderId: command.orderId,
    isCustom: command.kind === 'custom',
    sendableStatuses: ORDER_STATUSES.filter((status) => canSendOrder(status, caller.role)),
    orderingPlanStates: ORDERING_PLAN_STATES,
    messengerPlanStates: MESSENGER_PLAN_STATES,
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
    : await orderLinkFor(ctx.db, ctx, {
        venueId: caller.venueId,
        orderId: command.orderId,
        contactId: outcome.contactId,
      });
  return { ...sent, supplierLink };
}
