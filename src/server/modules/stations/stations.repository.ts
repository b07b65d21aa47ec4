/**
 * What the dashboard's station cards show besides the stations the caller sees (src/server/shared/station-visibility.ts):
 * the people and suppliers of each station and its order counts, always within one venue.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { DRAFT_STATUSES, EXPECTED_STATUSES } from '@/domain/orders/status-groups';
import type { Executor } from '@/server/db/client';
import {
  stationOrderCounters,
  stationSuppliers,
  stationUsers,
  suppliers,
  users,
  venueMemberships,
} from '@/server/db/schema';

/** People linked to the stations, by name; a user who has since left the venue is not listed. */
export async function findStationUsers(
  executor: Executor,
  venueId: number,
  stationIds: number[],
): Promise<{ stationId: number; id: number; name: string }[]> {
  return executor
    .select({ stationId: stationUsers.stationId, id: users.id, name: users.name })
    .from(stationUsers)
    .innerJoin(users, eq(users.id, stationUsers.userId))
    .innerJoin(
      venueMemberships,
      and(eq(venueMemberships.userId, stationUsers.userId), eq(venueMemberships.venueId, venueId)),
    )
    .where(and(eq(stationUsers.venueId, venueId), inArray(stationUsers.stationId, stationIds)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** Suppliers the stations order from, by name: catalogue suppliers and the venue's own, never deleted ones. */
export async function findStationSuppliers(
  executor: Executor,
  venueId: number,
  stationIds: number[],
): Promise<{ stationId: number; id: number; name: string; isMarket: boolean }[]> {
  return executor
    .select({
      stationId: stationSuppliers.stationId,
      id: suppliers.id,
      name: suppliers.name,
      isMarket: suppliers.isMarket,
    })
    .from(stationSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, stationSuppliers.supplierId))
    .where(
      and(
        eq(stationSuppliers.venueId, venueId),
        inArray(stationSuppliers.stationId, stationIds),
        isNull(suppliers.deletedAt),
        or(isNull(suppliers.venueId), eq(suppliers.venueId, venueId)),
      ),
    )
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
}

/**
 * Draft and expected order counts per station in one grouped query. It reads station_order_counters (kept by a trigger on
 * orders), so the cost depends on the number of stations and suppliers, never on how many orders a venue has.
 */
export async function countActiveOrdersByStation(
  executor: Executor,
  venueId: number,
  stationIds: number[],
): Promise<Map<number, { open: number; expected: number }>> {
  const rows = await executor
    .select({
      stationId: stationOrderCounters.stationId,
      open: sql<number>`coalesce(sum(${stationOrderCounters.count}) filter (where ${inArray(stationOrderCounters.status, [...DRAFT_STATUSES])}), 0)::int`,
      expected: sql<number>`coalesce(sum(${stationOrderCounters.count}) filter (where ${inArray(stationOrderCounters.status, [...EXPECTED_STATUSES])}), 0)::int`,
    })
    .from(stationOrderCounters)
    .where(
      and(
        eq(stationOrderCounters.venueId, venueId),
        inArray(stationOrderCounters.stationId, stationIds),
        inArray(stationOrderCounters.status, [...DRAFT_STATUSES, ...EXPECTED_STATUSES]),
      ),
    )
    .groupBy(stationOrderCounters.stationId);
  return new Map(rows.map((row) => [row.stationId, { open: row.open, expected: row.expected }]));
}
