/**
 * The order a use case works on: locked for the length of its transaction (concurrent edits queue up instead of
 * overwriting each other), and only if the caller may see its station (src/server/shared/station-visibility.ts);
 * otherwise 404, exactly like an order that does not exist.
 */
import { AppError } from '@/domain/errors';
import { canEditOrderItems } from '@/domain/orders/order-rules';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { Executor } from '@/server/db/client';
import { requireVisibleStation } from '@/server/shared/station-visibility';
import type { ServiceContext, VenueCaller } from '@/server/types';
import { lockOrder, orderItemsOf, type OrderRow } from './orders.repository';

/** What the order use cases need: the database, the clock and the caller in their venue. */
export type OrderContext = ServiceContext<'db' | 'now'>;

/** The locked order, if the caller may see it and it is of the route's kind; otherwise 404. */
export async function lockVisibleOrder(
  tx: Executor,
  principal: VenueCaller,
  orderId: number,
  kind?: OrderKind,
): Promise<OrderRow> {
  const order = await lockOrder(tx, principal.venueId, orderId);
  if (!order || (kind && order.isCustom !== (kind === 'custom')))
    throw new AppError('not_found', 'Order not found');
  await requireVisibleStation(tx, principal, order.stationId);
  return order;
}

/** Who may change the items in the order's status, and only on the version the caller saw (when given). */
export function assertEditable(order: OrderRow, principal: VenueCaller, version?: number): void {
  if (!canEditOrderItems(order.status, principal.role)) throw new AppError('order_not_editable');
  if (version !== undefined && version !== order.version) throw new AppError('order_changed');
}

/** The order's items, and their names and units by article (what the order keeps even if the catalogue changed). */
export async function itemsOnOrder(tx: Executor, venueId: number, orderId: number) {
  const items = await orderItemsOf(tx, venueId, orderId);
  return {
    items,
    byArticle: new Map(items.map((item) => [item.articleId, { name: item.name, unit: item.unit }])),
  };
}
