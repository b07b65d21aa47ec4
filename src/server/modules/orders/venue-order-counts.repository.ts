/**
 * A venue's open, expected and overdue orders, counted one way for every screen that shows them (the super admin's
 * venue stat cards, the owner's group dashboard): drafts and expected from the station counters (decision 0002),
 * expected orders due by the overdue cut-off (orders_venue_status_deadline_idx).
 */
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { DRAFT_STATUSES, EXPECTED_STATUSES } from '@/domain/orders/status-groups';
import type { Executor } from '@/server/db/client';
import { orders, stationOrderCounters } from '@/server/db/schema';

export interface VenueOrderCounts {
  open: number;
  expected: number;
  overdue: number;
}

export async function countVenueOrders(
  executor: Executor,
  venueId: number,
  overdueCutoff: string,
): Promise<VenueOrderCounts> {
  const [counters, overdue] = await Promise.all([
    executor
      .select({
        open: sql<number>`coalesce(sum(${stationOrderCounters.count}) filter (where ${inArray(stationOrderCounters.status, [...DRAFT_STATUSES])}), 0)::int`,
        expected: sql<number>`coalesce(sum(${stationOrderCounters.count}) filter (where ${inArray(stationOrderCounters.status, [...EXPECTED_STATUSES])}), 0)::int`,
      })
      .from(stationOrderCounters)
      .where(eq(stationOrderCounters.venueId, venueId)),
    executor
      .select({ total: count() })
      .from(orders)
      .where(
        and(
          eq(orders.venueId, venueId),
          eq(orders.status, 'IN_PROGRESS'),
          lte(orders.deadline, overdueCutoff),
        ),
      ),
  ]);
  return {
    open: counters[0]?.open ?? 0,
    expected: counters[0]?.expected ?? 0,
    overdue: overdue[0]?.total ?? 0,
  };
}
