/**
 * Repeating an order (docs/PRODUCT.md#repeat): a new order with the old one's items, on the chosen date, to the chosen
 * contact, with payment method and note, sent at once. A market order becomes a concluded custom order. Created
 * and sent in one transaction: a refusal to send leaves no half-made order behind.
 */
import { AppError } from '@/domain/errors';
import type { SendChannel } from '@/domain/orders/send-channels';
import type { PaymentMethod } from '@/domain/shared/enums';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import { trialStatus } from '@/domain/subscriptions/trial';
import type { Executor } from '@/server/db/client';
import { orderLinkFor } from '@/server/shared/order-link';
import { createOrderIn } from './create-order.service';
import { lockVisibleOrder } from './order-locks';
import {
  orderableArticles,
  orderingFacts,
  orderItemsOf,
  type OrderRow,
  supplierContact,
} from './orders.repository';
import { type SendContext, type SentOrder, sendOrderIn } from './send-order.service';

export interface RepeatCommand {
  orderId: number;
  deadline: string;
  supplierContactId: number;
  paymentMethod: PaymentMethod | null;
  orderNote: string;
  channel?: SendChannel | undefined;
}

type RepeatInput = Omit<RepeatCommand, 'orderId' | 'supplierContactId' | 'channel'>;

/** The new order with the source's items still in the catalogue, as a draft of the caller (inside `tx`). */
async function createRepeatedOrder(
  tx: Executor,
  ctx: SendContext,
  source: OrderRow,
  input: RepeatInput,
): Promise<number> {
  const { venueId } = ctx.caller;
  // Row menu (docs/PRODUCT.md#row-menu): repeat is for sent orders whose supplier still exists.
  if (source.status === 'OPEN' || source.supplierId === null) throw new AppError('order_not_sendable');
  const items = await orderItemsOf(tx, venueId, source.id);
  // Articles removed from the catalogue since are left out; the rest is ordered again as it was.
  const available = await orderableArticles(
    tx,
    venueId,
    source.supplierId,
    items.map((item) => item.articleId),
  );
  const products = items
    .filter((item) => available.has(item.articleId))
    .map((item) => ({ id: item.articleId, amount: item.amount, note: item.note }));
  if (products.length === 0) throw new AppError('emptyOrder');
  return createOrderIn(
    tx,
    ctx,
    {
      stationId: source.stationId,
      supplierId: source.supplierId,
      kind: source.isCustom ? 'custom' : 'regular',
      deadline: input.deadline,
      products,
      orderNote: input.orderNote,
      paymentMethod: input.paymentMethod,
    },
    { sourceOrderId: source.id },
  );
}

/** Creates the repeated order and sends it through the one send (sendOrderIn), in one transaction. */
export async function repeatOrder(ctx: SendContext, command: RepeatCommand): Promise<SentOrder> {
  const { caller: principal } = ctx;
  return ctx.db.transaction(async (tx) => {
    const source = await lockVisibleOrder(tx, principal, command.orderId);
    const newOrderId = await createRepeatedOrder(tx, ctx, source, command);
    return sendOrderIn(tx, ctx, {
      orderId: newOrderId,
      kind: source.isCustom ? 'custom' : 'regular',
      supplierContactId: command.supplierContactId,
      channel: command.channel,
    });
  });
}

/**
 * Whether the caller may send at all (docs/PRODUCT.md#send-channels, #send-permission: the send-orders permission and
 * a plan that allows ordering), checked before a repeat is prepared, so no draft is left by a tap that would be
 * refused. The send itself checks again.
 */
async function assertMaySend(tx: Executor, ctx: SendContext): Promise<void> {
  const { venueId, userId } = ctx.caller;
  const facts = await orderingFacts(tx, venueId, { userId });
  if (!facts?.canSendOrders) throw new AppError('disabledSending');
  if (!facts.plan) throw new AppError('subscription_not_exist');
  const { trialEnded } = trialStatus(facts.plan, facts.trialEndsAt, ctx.now());
  if (!planAllowance({ plan: facts.plan, trialEnded, departmentLimit: 0 }).ordering) {
    throw new AppError('trialEnded');
  }
}

/**
 * The repeat of a regular order made ready before the tap that opens the channel, like the wizard's order:
 * the new order as a draft and its supplier link for the chosen contact, so the message already ends with the link
 * (docs/PRODUCT.md#repeat). The tap then sends that draft (the same link); a repeat given up is deleted as a draft.
 */
export async function prepareRepeatedOrder(
  ctx: SendContext,
  command: Omit<RepeatCommand, 'channel'>,
): Promise<{ id: number; supplierLink: string }> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  return ctx.db.transaction(async (tx) => {
    const source = await lockVisibleOrder(tx, principal, command.orderId, 'regular');
    if (source.supplierId === null) throw new AppError('order_not_sendable');
    // Only someone who may send prepares a send (docs/PRODUCT.md#send-channels, #roles): no draft is left by a tap
    // that would be refused.
    await assertMaySend(tx, ctx);
    const contact = await supplierContact(tx, venueId, source.supplierId, command.supplierContactId);
    if (!contact) throw new AppError('not_found', 'Contact not found');
    const id = await createRepeatedOrder(tx, ctx, source, command);
    return { id, supplierLink: await orderLinkFor(tx, ctx, { venueId, orderId: id, contactId: contact.id }) };
  });
}
