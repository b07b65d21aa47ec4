/**
 * What a standing order keeps of the order it is saved from (docs/decisions/0030-standing-orders.md): station,
 * supplier and lines, when the caller sees the order (same rule as findVisibleOrder: another venue's or a hidden
 * station's order is not found). A warehouse order to the market has no supplier to order from again. And the contact
 * the draft it prepares is meant for.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orders, stations } from '@/server/db/schema';
import { visibleStationCondition } from '@/server/shared/station-visibility';
import type { VenueCaller } from '@/server/types';
import { orderItemsOf } from './orders.repository';

export interface OrderSource {
  id: number;
  stationId: number;
  supplierId: number | null;
  isCustom: boolean;
  lines: { articleId: number; amount: string }[];
}

export async function findOrderSource(
  executor: Executor,
  caller: VenueCaller,
  orderId: number,
): Promise<OrderSource | undefined> {
  const [order] = await executor
    .select({
      id: orders.id,
      stationId: orders.stationId,
      supplierId: orders.supplierId,
      isCustom: orders.isCustom,
    })
    .from(orders)
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .where(and(eq(orders.venueId, caller.venueId), eq(orders.id, orderId), visibleStationCondition(caller)));
  if (!order) return undefined;
  const items = await orderItemsOf(executor, caller.venueId, orderId);
  return { ...order, lines: items.map((item) => ({ articleId: item.articleId, amount: item.amount })) };
}

/**
 * The contact a prepared draft is meant for (the standing order's), kept on the still OPEN order so the wizard's
 * send step starts with it chosen (it opens with the order's supplierContactId); sending sets it again anyway.
 */
export async function presetOrderContact(
  executor: Executor,
  venueId: number,
  orderId: number,
  contactId: number,
): Promise<void> {
  await executor
    .update(orders)
    .set({ supplierContactId: contactId })
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId), eq(orders.status, 'OPEN')));
}
