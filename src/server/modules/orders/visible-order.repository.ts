/**
 * An order as another module needs to know it (the delivery-note photos): of the caller's venue and of a station the
 * caller sees (docs/PRODUCT.md#station-visibility), the same rule as the order view. Undefined otherwise, so another
 * venue's order and a hidden station's read the same: not found.
 */
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { orders, stations } from '@/server/db/schema';
import { visibleStationCondition } from '@/server/shared/station-visibility';
import type { VenueCaller } from '@/server/types';

export interface VisibleOrder {
  id: number;
  venueId: number;
  status: OrderStatus;
}

/** The order when the caller sees it; `lock` takes its row lock (FOR UPDATE) in the caller's transaction. */
export async function findVisibleOrder(
  executor: Executor,
  caller: VenueCaller,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<VisibleOrder | undefined> {
  const query = executor
    .select({ id: orders.id, venueId: orders.venueId, status: orders.status })
    .from(orders)
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .where(and(eq(orders.venueId, caller.venueId), eq(orders.id, orderId), visibleStationCondition(caller)));
  const [row] = options.lock ? await query.for('update', { of: orders }) : await query;
  return row;
}
