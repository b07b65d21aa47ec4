/** Administration writes of stations, always within one venue: create, rename, delete (soft) and what they check. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DRAFT_STATUSES, EXPECTED_STATUSES } from '@/domain/orders/status-groups';
import type { Executor } from '@/server/db/client';
import { stationOrderCounters, stations } from '@/server/db/schema';

export async function countLiveStations(executor: Executor, venueId: number): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(stations)
    .where(and(eq(stations.venueId, venueId), isNull(stations.deletedAt)));
  return row?.count ?? 0;
}

export async function insertStation(
  executor: Executor,
  venueId: number,
  name: string,
  now: Date,
): Promise<{ id: number }> {
  const [row] = await executor
    .insert(stations)
    .values({ venueId, name, createdAt: now, updatedAt: now })
    .returning({ id: stations.id });
  return row!;
}

export async function updateStationName(
  executor: Executor,
  venueId: number,
  stationId: number,
  name: string,
  now: Date,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await executor
    .update(stations)
    .set({ name, updatedAt: now })
    .where(and(eq(stations.venueId, venueId), eq(stations.id, stationId), isNull(stations.deletedAt)))
    .returning({ id: stations.id, name: stations.name });
  return row;
}

/** Soft delete: the station's past orders keep pointing at it (history), and its name becomes free again. */
export async function softDeleteStation(
  executor: Executor,
  venueId: number,
  stationId: number,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(stations)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(stations.venueId, venueId), eq(stations.id, stationId), isNull(stations.deletedAt)))
    .returning({ id: stations.id });
  return rows.length > 0;
}

/** Whether the station has drafts or expected orders, from the counters the orders trigger keeps (decision 0002). */
export async function hasActiveOrders(
  executor: Executor,
  venueId: number,
  stationId: number,
): Promise<boolean> {
  // A total is the sum over the writers' slots (decision 0036): one slot's count alone may be above or below it.
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${stationOrderCounters.count}), 0)::int` })
    .from(stationOrderCounters)
    .where(
      and(
        eq(stationOrderCounters.venueId, venueId),
        eq(stationOrderCounters.stationId, stationId),
        inArray(stationOrderCounters.status, [...DRAFT_STATUSES, ...EXPECTED_STATUSES]),
      ),
    );
  return (row?.total ?? 0) > 0;
}
