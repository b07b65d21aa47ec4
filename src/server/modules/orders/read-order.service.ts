/** Reading one order (the order view): only an order of a station the caller sees, of the route's kind. */
import { AppError } from '@/domain/errors';
import type { Order } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { OrderContext } from './order-locks';
import { loadOrder, loadOrderJson } from './order-detail.repository';

/** GET /orders/order/{id}: the order's API JSON as PostgreSQL built it (the hot read is sent without re-encoding). */
export async function readOrderJson(ctx: OrderContext, orderId: number, kind: OrderKind): Promise<string> {
  const row = await loadOrderJson(ctx.db, ctx.caller, orderId);
  if (!row || row.isCustom !== (kind === 'custom')) throw new AppError('not_found', 'Order not found');
  return row.body;
}

/** The order as the other use cases answer it after a change. */
export async function readOrder(ctx: OrderContext, orderId: number, kind?: OrderKind): Promise<Order> {
  const order = await loadOrder(ctx.db, ctx.caller, orderId);
  if (!order || (kind && order.isCustomOrder !== (kind === 'custom')))
    throw new AppError('not_found', 'Order not found');
  return order;
}
