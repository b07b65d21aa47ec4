/** Deleting a draft, or one item of a warehouse draft (deleteProduct), each in one locked transaction. */
import { AppError } from '@/domain/errors';
import { canDeleteOrder } from '@/domain/orders/order-rules';
import type { Order } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { assertEditable, itemsOnOrder, lockVisibleOrder, type OrderContext } from './order-locks';
import { deleteItem, deleteOrder as removeOrder, findItem, updateOrder } from './orders.repository';
import { readOrder } from './read-order.service';

/** Only drafts can be deleted; a sent order is resolved through receiving. */
export async function deleteOrder(ctx: OrderContext, orderId: number, kind: OrderKind): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, ctx.caller, orderId, kind);
    if (!canDeleteOrder(order.status)) throw new AppError('order_not_deletable');
    await removeOrder(tx, order.venueId, order.id);
  });
}

/** Warehouse (custom) orders' deleteProduct: removes one item of a draft; the last item goes with the order instead. */
export async function deleteOrderItem(ctx: OrderContext, itemId: number): Promise<Order> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  const orderId = await ctx.db.transaction(async (tx) => {
    const item = await findItem(tx, venueId, itemId);
    if (!item) throw new AppError('not_found', 'Item not found');
    const order = await lockVisibleOrder(tx, principal, item.orderId, 'custom');
    assertEditable(order, principal);
    const { items } = await itemsOnOrder(tx, venueId, order.id);
    if (items.length <= 1) throw new AppError('emptyOrder');
    await deleteItem(tx, venueId, item.id);
    await updateOrder(tx, venueId, order.id, {
      lastUpdatedById: principal.userId,
      lastUpdatedAt: ctx.now(),
    });
    return order.id;
  });
  return readOrder(ctx, orderId);
}
