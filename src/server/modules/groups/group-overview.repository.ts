/**
 * The group dashboard's reads, one venue at a time (docs/decisions/0037-venue-memberships.md): the figures each
 * venue's own screens show, counted the same way (the admin venue stats: station counters for open and expected,
 * expected orders past the overdue cut-off; the invoice list's waiting SEF invoices).
 */
import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { DRAFT_STATUSES, EXPECTED_STATUSES } from '@/domain/orders/status-groups';
import type { Executor } from '@/server/db/client';
import { invoices, orders, stationOrderCounters } from '@/server/db/schema';

export interface VenueOrderCounts {
  open: number;
  expected: number;
  overdue: number;
}

/** Drafts and expected orders of the venue (decision 0002 counters), and expected ones due by `overdueCutoff`. */
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

/** SEF invoices of the venue that were read and wait for an accept or a reject. */
export async function countInvoicesWaiting(executor: Executor, venueId: number): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(invoices)
    .where(
      and(
        eq(invoices.venueId, venueId),
        eq(invoices.source, 'SEF'),
        isNull(invoices.decision),
        isNull(invoices.parseError),
      ),
    );
  return row?.total ?? 0;
}
