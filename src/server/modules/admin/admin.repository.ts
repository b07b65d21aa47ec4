/**
 * Super admin queries. They span every venue on purpose (docs/PRODUCT.md#role-super-admin: the super admin manages
 * all venues), which is why they take no venueId; only routes restricted to ROLE_SUPERADMIN may call them.
 */
import { and, asc, count, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminVenue,
  AdminVenueDetail,
  AdminVenueStation,
  VenueCatalogueSupplier,
  VenueData,
  VenueStats,
} from '@/domain/admin/admin.schemas';
import { VENUE_TIME_ZONE } from '@/domain/shared/dates';
import { DRAFT_STATUSES, EXPECTED_STATUSES } from '@/domain/orders/status-groups';
import type { Executor } from '@/server/db/client';
import {
  orders,
  stationOrderCounters,
  stationSuppliers,
  stations,
  subscriptions,
  suppliers,
  venueMemberships,
  venueSuppliers,
  venues,
} from '@/server/db/schema';

/**
 * A venue's own data as the super admin's pages show it (spells bussiness_name so on the wire:
 * docs/PRODUCT.md#data-venue).
 */
const venueColumns = {
  id: venues.id,
  name: venues.name,
  bussiness_name: venues.businessName,
  address: venues.address,
  pib: venues.pib,
  phoneNumber: venues.phoneNumber,
  email: venues.email,
  disabled: venues.disabled,
  currency: venues.currency,
  pricesInMessage: venues.pricesInMessage,
  priceTolerance: venues.priceTolerance,
};

/**
 * Every venue with its plan and counts, by name. Each count is one grouped subquery joined to the venue list, so
 * the cost does not grow with a query per venue; order counts come from station_order_counters, not from orders.
 */
export async function listVenuesWithStats(
  executor: Executor,
  options: { where?: SQL; limit?: number; offset?: number } = {},
): Promise<(Omit<AdminVenue, 'daysTillTrialEnds'> & { trialEndsAt: Date | null })[]> {
  // A venue's people are its memberships (decision 0037), whichever venue is each person's home.
  const people = executor
    .select({ venueId: venueMemberships.venueId, total: count().as('users_total') })
    .from(venueMemberships)
    .groupBy(venueMemberships.venueId)
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

  const query = executor
    .select({
      ...venueColumns,
      plan: subscriptions.plan,
      trialEndsAt: subscriptions.trialEndsAt,
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
    .where(options.where)
    // venues_name_idx is on lower(name): the order the list pages by.
    .orderBy(asc(sql`lower(${venues.name})`), asc(venues.id))
    .$dynamic();
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

/** Name text folded as foldSearchText folds the search (Serbian Latin letters to plain ones). */
const folded = (column: SQL) => sql`replace(translate(lower(${column}), 'čćšž', 'ccsz'), 'đ', 'dj')`;

/** The restaurants search: a folded needle in the name or business name, or digits in the tax id. */
export function venueSearchCondition(needle: string, digits: string): SQL | undefined {
  if (needle === '') return undefined;
  return or(
    sql`strpos(${folded(sql`${venues.name}`)}, ${needle}) > 0`,
    sql`strpos(${folded(sql`${venues.businessName}`)}, ${needle}) > 0`,
    digits === '' ? undefined : sql`strpos(regexp_replace(${venues.pib}, '\D', '', 'g'), ${digits}) > 0`,
  );
}

export async function countVenues(executor: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(venues).where(where);
  return row?.total ?? 0;
}

export type VenueRow = Omit<AdminVenueDetail, 'stats'>;

export async function findVenue(executor: Executor, venueId: number): Promise<VenueRow | undefined> {
  const [row] = await executor.select(venueColumns).from(venues).where(eq(venues.id, venueId));
  return row;
}

export async function updateVenueData(
  executor: Executor,
  venueId: number,
  data: VenueData,
  now: Date,
): Promise<VenueRow | undefined> {
  const [row] = await executor
    .update(venues)
    .set({
      name: data.name,
      businessName: data.bussiness_name,
      address: data.address,
      pib: data.pib!,
      phoneNumber: data.phoneNumber,
      email: data.email,
      currency: data.currency,
      pricesInMessage: data.pricesInMessage,
      priceTolerance: data.priceTolerance,
      updatedAt: now,
    })
    .where(eq(venues.id, venueId))
    .returning(venueColumns);
  return row;
}

export async function setVenueDisabled(
  executor: Executor,
  venueId: number,
  disabled: boolean,
  now: Date,
): Promise<void> {
  await executor.update(venues).set({ disabled, updatedAt: now }).where(eq(venues.id, venueId));
}

/**
 * The stat cards of one venue beside its order counts (the orders module's countVenueOrders): orders created since the
 * `monthStart` day (orders_venue_created_idx), people and live stations.
 */
export async function venueTotals(
  executor: Executor,
  venueId: number,
  monthStart: string,
): Promise<Pick<VenueStats, 'ordersThisMonth' | 'users' | 'stations'>> {
  const [month, people, places] = await Promise.all([
    executor
      .select({ total: count() })
      .from(orders)
      .where(
        and(
          eq(orders.venueId, venueId),
          // The month as the venue sees it: its first day from midnight in Belgrade.
          gte(orders.createdAt, sql`(${monthStart}::date)::timestamp at time zone ${VENUE_TIME_ZONE}`),
        ),
      ),
    executor.select({ total: count() }).from(venueMemberships).where(eq(venueMemberships.venueId, venueId)),
    executor
      .select({ total: count() })
      .from(stations)
      .where(and(eq(stations.venueId, venueId), isNull(stations.deletedAt))),
  ]);
  return {
    ordersThisMonth: month[0]?.total ?? 0,
    users: people[0]?.total ?? 0,
    stations: places[0]?.total ?? 0,
  };
}

/** The shared catalogue (no owner venue, not deleted), each marked whether the venue is assigned to it. */
export function listCatalogueSuppliersFor(
  executor: Executor,
  venueId: number,
): Promise<VenueCatalogueSupplier[]> {
  return executor
    .select({
      id: suppliers.id,
      name: suppliers.name,
      pib: suppliers.pib,
      hasData: suppliers.hasData,
      linked: sql<boolean>`${venueSuppliers.supplierId} is not null`,
    })
    .from(suppliers)
    .leftJoin(
      venueSuppliers,
      and(eq(venueSuppliers.supplierId, suppliers.id), eq(venueSuppliers.venueId, venueId)),
    )
    .where(and(isNull(suppliers.venueId), isNull(suppliers.deletedAt), eq(suppliers.isMarket, false)))
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
}

/** A live shared-catalogue supplier (verified, no owner venue), or undefined. */
export async function findCatalogueSupplier(
  executor: Executor,
  supplierId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await executor
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.id, supplierId),
        isNull(suppliers.venueId),
        isNull(suppliers.deletedAt),
        eq(suppliers.verified, true),
      ),
    );
  return row;
}

/** Assigns the supplier; false when it already was. */
export async function insertVenueSupplier(
  executor: Executor,
  venueId: number,
  supplierId: number,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .insert(venueSuppliers)
    .values({ venueId, supplierId, createdAt: now })
    .onConflictDoNothing()
    .returning({ venueId: venueSuppliers.venueId });
  return rows.length > 0;
}

/** Removes the assignment and the venue's stations' links to the supplier; false when it was not assigned. */
export async function deleteVenueSupplier(
  executor: Executor,
  venueId: number,
  supplierId: number,
): Promise<boolean> {
  await executor
    .delete(stationSuppliers)
    .where(and(eq(stationSuppliers.venueId, venueId), eq(stationSuppliers.supplierId, supplierId)));
  const rows = await executor
    .delete(venueSuppliers)
    .where(and(eq(venueSuppliers.venueId, venueId), eq(venueSuppliers.supplierId, supplierId)))
    .returning({ venueId: venueSuppliers.venueId });
  return rows.length > 0;
}

/** The venue's live stations by name (stations_venue_name_uq), deactivated ones marked. */
export async function listVenueStations(executor: Executor, venueId: number): Promise<AdminVenueStation[]> {
  const rows = await executor
    .select({
      id: stations.id,
      name: stations.name,
      isWarehouse: stations.isWarehouse,
      deactivatedAt: stations.deactivatedAt,
    })
    .from(stations)
    .where(and(eq(stations.venueId, venueId), isNull(stations.deletedAt)))
    .orderBy(asc(sql`lower(${stations.name})`), asc(stations.id));
  return rows.map(({ deactivatedAt, ...row }) => ({ ...row, deactivated: deactivatedAt !== null }));
}
