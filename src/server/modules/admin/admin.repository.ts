/**
 * Super admin queries. They span every venue on purpose (SPEC §6: the super admin manages all venues), which is
 * why they take no venueId; only routes restricted to ROLE_SUPERADMIN may call them.
 */
import { asc, count, inArray, isNotNull, isNull, eq, sql } from 'drizzle-orm';
import type { AdminVenue } from '../../../domain/admin/schemas';
import { DRAFT_STATUSES, EXPECTED_STATUSES } from '../../../domain/orders/status-groups';
import type { Executor } from '../../db/client';
import { stationOrderCounters, stations, subscriptions, users, venues } from '../../db/schema';

/**
 * Every venue with its plan and counts, by name. Each count is one grouped subquery joined to the venue list, so
 * the cost does not grow with a query per venue; order counts come from station_order_counters, not from orders.
 */
export async function listVenuesWithStats(executor: Executor): Promise<AdminVenue[]> {
  const people = executor
    .select({ venueId: users.venueId, total: count().as('users_total') })
    .from(users)
    .where(isNotNull(users.venueId))
    .groupBy(users.venueId)
    .as('people');
  const places = executor
    .select({ venueId: stations.venueId, total: count().as('stations_total') })
    .from(stations)
    .where(isNull(stations.deletedAt))
    .groupBy(stations.venueId)
    .as('places');
  const active = executor
    .select({
      venueId: stationOrderCounters.venueId,
      open: sql<number>`sum(${stationOrderCounters.count}) filter (where ${inArray(stationOrderCounters.status, [...DRAFT_STATUSES])})`.as(
        'open_total',
      ),
      expected:
        sql<number>`sum(${stationOrderCounters.count}) filter (where ${inArray(stationOrderCounters.status, [...EXPECTED_STATUSES])})`.as(
          'expected_total',
        ),
    })
    .from(stationOrderCounters)
    .where(inArray(stationOrderCounters.status, [...DRAFT_STATUSES, ...EXPECTED_STATUSES]))
    .groupBy(stationOrderCounters.venueId)
    .as('active');

  return executor
    .select({
      id: venues.id,
      name: venues.name,
      bussiness_name: venues.businessName,
      address: venues.address,
      pib: venues.pib,
      phoneNumber: venues.phoneNumber,
      email: venues.email,
      disabled: venues.disabled,
      plan: subscriptions.plan,
      usersCount: sql<number>`coalesce(${people.total}, 0)::int`,
      stationsCount: sql<number>`coalesce(${places.total}, 0)::int`,
      numberOfOpenOrders: sql<number>`coalesce(${active.open}, 0)::int`,
      numberOfExpectedOrders: sql<number>`coalesce(${active.expected}, 0)::int`,
    })
    .from(venues)
    .leftJoin(subscriptions, eq(subscriptions.venueId, venues.id))
    .leftJoin(people, eq(people.venueId, venues.id))
    .leftJoin(places, eq(places.venueId, venues.id))
    .leftJoin(active, eq(active.venueId, venues.id))
    .orderBy(asc(sql`lower(${venues.name})`), asc(venues.id));
}
