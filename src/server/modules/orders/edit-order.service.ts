/**
 * Changing an order before it is received: its items, deadline, notes and payment method, or only its date
 * (the overdue dialog). Each runs in one transaction holding the order's row lock, so concurrent edits queue up
 * instead of overwriting each other, and a refusal changes nothing.
 */
import { AppError } from '@/domain/errors';
import { canChangeOrderDate } from '@/domain/orders/order-rules';
import type { Order } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { PaymentMethod } from '@/domain/shared/enums';
import { acceptDeadline, itemLines, type LineInput } from './order-lines';
import { assertEditable, itemsOnOrder, lockVisibleOrder, type OrderContext } from './order-locks';
import { replaceItems, updateOrder } from './orders.repository';
import { readOrder } from './read-order.service';

export interface UpdateItemsCommand {
  orderId: number;
  kind: OrderKind;
  deadline: string;
  products: readonly LineInput[];
  orderNote: string;
  paymentMethod: PaymentMethod | null;
  receivingNote: string;
  version?: number;
}

/** Replaces the item list of an OPEN order (or an IN_PROGRESS one, by an admin). */
export async function updateOrderItems(ctx: OrderContext, command: UpdateItemsCommand): Promise<Order> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  await ctx.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, principal, command.orderId, command.kind);
    assertEditable(order, principal, command.version);
    const now = ctx.now();
    const deadline = acceptDeadline(command.deadline, now, order.deadline);
    const { byArticle } = await itemsOnOrder(tx, venueId, order.id);
    const lines = await itemLines(
      tx,
      venueId,
      order.supplierId!,
      order.stationId,
      command.products,
      byArticle,
    );
    await replaceItems(tx, venueId, order.id, lines);
    await updateOrder(tx, venueId, order.id, {
      deadline,
      orderNote: command.orderNote,
      paymentMethod: command.paymentMethod,
      receivingNote: command.receivingNote,
      lastUpdatedById: principal.userId,
      lastUpdatedAt: now,
    });
  });
  return readOrder(ctx, command.orderId);
}

/** The overdue dialog's date change: any venue user, for drafts and expected orders. */
export async function changeOrderDate(
  ctx: OrderContext,
  orderId: number,
  deadlineInput: string,
): Promise<Order> {
  const { caller: principal } = ctx;
  await ctx.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, principal, orderId);
    if (!canChangeOrderDate(order.status)) throw new AppError('order_not_editable');
    const now = ctx.now();
    const deadline = acceptDeadline(deadlineInput, now, order.deadline);
    await updateOrder(tx, order.venueId, order.id, {
      deadline,
      lastUpdatedById: principal.userId,
      lastUpdatedAt: now,
    });
  });
  return readOrder(ctx, orderId);
}
