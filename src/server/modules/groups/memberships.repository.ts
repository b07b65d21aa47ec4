/** venue_memberships (docs/decisions/0037-venue-memberships.md): who is in which venue, with what rights. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MemberRole } from '@/domain/groups/groups.schemas';
import { DRAFT_STATUSES, EXPECTED_STATUSES } from '@/domain/orders/status-groups';
import type { Executor } from '@/server/db/client';
import { stationOrderCounters, stations, venueMemberships, venues } from '@/server/db/schema';
import { visibleStationCondition } from '@/server/shared/station-visibility';

export interface MembershipRow {
  venueId: number;
  name: string;
  role: MemberRole;
  canSendOrders: boolean;
  orderLimit: string | null;
  venueDisabled: boolean;
}

const membershipColumns = {
  venueId: venueMemberships.venueId,
  name: venues.name,
  role: venueMemberships.role,
  canSendOrders: venueMemberships.canSendOrders,
  orderLimit: venueMemberships.orderLimit,
  venueDisabled: venues.disabled,
};

/** The account's memberships, by venue name. */
export async function listMembershipsOf(executor: Executor, userId: number): Promise<MembershipRow[]> {
  return executor
    .select(membershipColumns)
    .from(venueMemberships)
    .innerJoin(venues, eq(venues.id, venueMemberships.venueId))
    .where(eq(venueMemberships.userId, userId))
    .orderBy(asc(venues.name), asc(venues.id));
}

/** The account's membership of one venue, or undefined when it has none there. */
export async function findMembership(
  executor: Executor,
  userId: number,
  venueId: number,
): Promise<MembershipRow | undefined> {
  const [row] = await executor
    .select(membershipColumns)
    .from(venueMemberships)
    .innerJoin(venues, eq(venues.id, venueMemberships.venueId))
    .where(and(eq(venueMemberships.userId, userId), eq(venueMemberships.venueId, venueId)));
  return row;
}

/** The venues the account administers (group views and copying a setup never reach past these). */
export async function listAdministeredVenueIds(executor: Executor, userId: number): Promise<number[]> {
  const rows = await executor
    .select({ venueId: venueMemberships.venueId })
    .from(venueMemberships)
    .where(and(eq(venueMemberships.userId, userId), eq(venueMemberships.role, 'ROLE_ADMIN')))
    .orderBy(asc(venueMemberships.venueId));
  return rows.map((row) => row.venueId);
}

/**
 * Draft and expected orders per venue of the account, of the stations it sees there (the dashboard's visibility rule:
 * an admin all live stations, staff those linked to it), summed over station_order_counters' slots (decisions 0002,
 * 0036): the cost follows the number of stations, never the number of orders.
 */
export async function countOrdersOfMemberships(
  executor: Executor,
  userId: number,
  memberships: readonly { venueId: number; role: MemberRole }[],
): Promise<Map<number, { open: number; expected: number }>> {
  const counts = await Promise.all(
    memberships.map(async ({ venueId, role }) => {
      const caller = { userId, venueId, role };
      const [row] = await executor
        .select({
          open: sql<number>`coalesce(sum(${stationOrderCounters.count}) filter (where ${inArray(stationOrderCounters.status, [...DRAFT_STATUSES])}), 0)::int`,
          expected: sql<number>`coalesce(sum(${stationOrderCounters.count}) filter (where ${inArray(stationOrderCounters.status, [...EXPECTED_STATUSES])}), 0)::int`,
        })
        .from(stationOrderCounters)
        .innerJoin(
          stations,
          and(
            eq(stations.venueId, stationOrderCounters.venueId),
            eq(stations.id, stationOrderCounters.stationId),
          ),
        )
        .where(
          and(
            eq(stationOrderCounters.venueId, venueId),
            inArray(stationOrderCounters.status, [...DRAFT_STATUSES, ...EXPECTED_STATUSES]),
            visibleStationCondition(caller),
          ),
        );
      return [venueId, { open: row?.open ?? 0, expected: row?.expected ?? 0 }] as const;
    }),
  );
  return new Map(counts);
}
