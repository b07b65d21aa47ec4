/**
 * Repeating an order (SPEC §4; issue 4): a new order with the old one's items, on the chosen date, to the chosen
 * contact, with payment method and note, sent at once. A market order becomes a concluded custom order. Created
 * and sent in one transaction: a refusal to send leaves no half-made order behind.
 */
import { AppError } from '../../../domain/errors';
import type { SendChannel } from '../../../domain/orders/send-channels';
import type { PaymentMethod } from '../../../domain/shared/enums';
import { orderableArticles, orderItemsOf } from './orders.repository';
import { createOrderIn, lockVisibleOrder, type SendContext, sendLockedOrder } from './orders.service';

export interface RepeatCommand {
  orderId: number;
  deadline: string;
  supplierContactId: number;
  paymentMethod: PaymentMethod | null;
  orderNote: string;
  channel?: SendChannel | undefined;
}

export async function repeatOrder(ctx: SendContext, command: RepeatCommand) {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  return ctx.db.transaction(async (tx) => {
    const source = await lockVisibleOrder(tx, principal, command.orderId);
    // SPEC §4 row menu: repeat is for sent orders whose supplier still exists.
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

    const kind = source.isCustom ? 'custom' : 'regular';
    const newOrderId = await createOrderIn(
      tx,
      ctx,
      {
        stationId: source.stationId,
        supplierId: source.supplierId,
        kind,
        deadline: command.deadline,
        products,
        orderNote: command.orderNote,
        paymentMethod: command.paymentMethod,
      },
      { sourceOrderId: source.id },
    );
    const created = await lockVisibleOrder(tx, principal, newOrderId);
    const supplierLink = await sendLockedOrder(tx, ctx, created, {
      kind,
      supplierContactId: command.supplierContactId,
      channel: command.channel,
    });
    return { id: newOrderId, status: 'IN_PROGRESS' as const, ...(supplierLink ? { supplierLink } : {}) };
  });
}
