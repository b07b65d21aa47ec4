/**
 * Station queries, always within one venue, and the one SQL form of the station visibility rule
 * (src/domain/stations/station-visibility.ts) that every module's queries use: as a Drizzle condition, and as text
 * for the prepared hot reads (src/server/db/prepared.ts).
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DRAFT_STATUSES, EXPECTED_STATUSES } from '@/domain/orders/status-groups';
import { stationVisibility } from '@/domain/stations/station-visibility';
import type { Executor } from '@/server/db/client';
import {
  stationOrderCounters,
  stationSuppliers,
  stationUsers,
  stations,
  suppliers,
  users,
} from '@/server/db/schema';
import type { VenueCaller } from '@/server/types';

export interface StationRow {
  id: number;
  name: string;
  isWarehouse: boolean;
}

export interface StationSupplierRow {
  station: StationRow;
  supplier: { id: number; name: string; isMarket: boolean };
}

interface RuleTerms {
  station: { id: SQL; venueId: SQL; deletedAt: SQL };
  venue: SQL;
  user: SQL;
  /** The caller's StationVisibility as text. */
  visibility: SQL;
}

/** The visibility rule in SQL, written once over its terms: a live station of the venue the caller may see. */
function visibleStationRule({ station, venue, user, visibility }: RuleTerms): SQL {
  return sql`${station.venueId} = ${venue} and ${station.deletedAt} is null and (${visibility}::text = 'all' or (
    ${visibility}::text = 'linked' and exists (
      select 1 from ${stationUsers}
      where ${stationUsers.stationId} = ${station.id} and ${stationUsers.userId} = ${user}
        and ${stationUsers.venueId} = ${venue})))`;
}

/** The rule as a condition on the `stations` table for the caller. */
export function visibleStationCondition(caller: VenueCaller): SQL {
  return visibleStationRule({
    station: {
      id: sql`${stations.id}`,
      venueId: sql`${stations.venueId}`,
      deletedAt: sql`${stations.deletedAt}`,
    },
    venue: sql`${caller.venueId}`,
    user: sql`${caller.userId}`,
    visibility: sql`${stationVisibility(caller.role)}`,
  });
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * The rule as SQL text for the prepared hot reads: `alias` is the stations alias; the placeholders hold the caller's
 * venue id, user id and stationVisibility(role).
 */
export function visibleStationSql(
  alias: string,
  placeholders: { venue: string; user: string; visibility: string },
): string {
  const query = dialect.sqlToQuery(
    visibleStationRule({
      station: {
        id: sql.raw(`${alias}.id`),
        venueId: sql.raw(`${alias}.venue_id`),
        deletedAt: sql.raw(`${alias}.deleted_at`),
      },
      venue: sql.raw(placeholders.venue),
      user: sql.raw(placeholders.user),
      visibility: sql.raw(placeholders.visibility),
    }),
  );
  if (query.params.length > 0) throw new Error('The station rule for prepared statements takes no values');
  return query.sql;
}

const stationColumns = { id: stations.id, name: stations.name, isWarehouse: stations.isWarehouse };

/** The stations the caller sees, by name. */
export function findVisibleStations(executor: Executor, caller: VenueCaller): Promise<StationRow[]> {
  return executor
    .select(stationColumns)
    .from(stations)
    .where(visibleStationCondition(caller))
    .orderBy(asc(sql`lower(${stations.name})`), asc(stations.id));
}

/** The station, when the caller sees it. */
export async function findVisibleStation(
  executor: Executor,
  caller: VenueCaller,
  stationId: number,
): Promise<StationRow | undefined> {
  const [station] = await executor
    .select(stationColumns)
    .from(stations)
    .where(and(eq(stations.id, stationId), visibleStationCondition(caller)));
  return station;
}

/** A station the caller sees together with one of its live suppliers (linked in station_suppliers), in one query. */
export async function findVisibleStationSupplier(
  executor: Executor,
  caller: VenueCaller,
  stationId: number,
  supplierId: number,
): Promise<StationSupplierRow | undefined> {
  const [row] = await executor
    .select({
      stationId: stations.id,
      stationName: stations.name,
      isWarehouse: stations.isWarehouse,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      isMarket: suppliers.isMarket,
    })
    .from(stations)
    .innerJoin(
      stationSuppliers,
      and(
        eq(stationSuppliers.stationId, stations.id),
        eq(stationSuppliers.venueId, caller.venueId),
        eq(stationSuppliers.supplierId, supplierId),
      ),
    )
    .innerJoin(suppliers, and(eq(suppliers.id, stationSuppliers.supplierId), isNull(suppliers.deletedAt)))
    .where(and(eq(stations.id, stationId), visibleStationCondition(caller)));
  if (!row) return undefined;
  return {
    station: { id: row.stationId, name: row.stationName, isWarehouse: row.isWarehouse },
    supplier: { id: row.supplierId, name: row.supplierName, isMarket: row.isMarket },
  };
}

/** People linked to the stations, by name; a user who has since left the venue is not listed. */
export async function findStationUsers(
  executor: Executor,
  venueId: number,
  stationIds: number[],
): Promise<{ stationId: number; id: number; name: string }[]> {
  return executor
    .select({ stationId: stationUsers.stationId, id: users.id, name: users.name })
    .from(stationUsers)
    .innerJoin(users, and(eq(users.id, stationUsers.userId), eq(users.venueId, venueId)))
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

/** A live station as its administration sees it: any venue's when `venueFilter` is null (the super admin). */
export async function findAdminStation(
  executor: Executor,
  venueFilter: number | null,
  stationId: number,
): Promise<{ id: number; venueId: number; name: string } | undefined> {
  const [row] = await executor
    .select({ id: stations.id, venueId: stations.venueId, name: stations.name })
    .from(stations)
    .where(
      and(
        eq(stations.id, stationId),
        isNull(stations.deletedAt),
        venueFilter === null ? undefined : eq(stations.venueId, venueFilter),
      ),
    );
  return row;
}

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

export async function renameStation(
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
  const [row] = await executor
    .select({ stationId: stationOrderCounters.stationId })
    .from(stationOrderCounters)
    .where(
      and(
        eq(stationOrderCounters.venueId, venueId),
        eq(stationOrderCounters.stationId, stationId),
        inArray(stationOrderCounters.status, [...DRAFT_STATUSES, ...EXPECTED_STATUSES]),
        gt(stationOrderCounters.count, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A person of the venue (staff or venue admin), who can be linked to its stations. */
export async function isVenueMember(executor: Executor, venueId: number, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.venueId, venueId), eq(users.id, userId), inArray(users.role, ['ROLE_USER', 'ROLE_ADMIN'])),
    );
  return row !== undefined;
}

export async function insertStationUser(
  executor: Executor,
  venueId: number,
  stationId: number,
  userId: number,
): Promise<void> {
  await executor.insert(stationUsers).values({ venueId, stationId, userId }).onConflictDoNothing();
}

export async function deleteStationUser(
  executor: Executor,
  venueId: number,
  stationId: number,
  userId: number,
): Promise<void> {
  await executor
    .delete(stationUsers)
    .where(
      and(
        eq(stationUsers.venueId, venueId),
        eq(stationUsers.stationId, stationId),
        eq(stationUsers.userId, userId),
      ),
    );
}

export async function insertStationSupplier(
  executor: Executor,
  venueId: number,
  stationId: number,
  supplierId: number,
  now: Date,
): Promise<void> {
  await executor
    .insert(stationSuppliers)
    .values({ venueId, stationId, supplierId, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteStationSupplier(
  executor: Executor,
  venueId: number,
  stationId: number,
  supplierId: number,
): Promise<void> {
  await executor
    .delete(stationSuppliers)
    .where(
      and(
        eq(stationSuppliers.venueId, venueId),
        eq(stationSuppliers.stationId, stationId),
        eq(stationSuppliers.supplierId, supplierId),
      ),
    );
}

/** Whether a plan change deactivated the station (issue 13): it keeps its history but takes no new orders. */
export async function isStationDeactivated(
  executor: Executor,
  venueId: number,
  stationId: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.venueId, venueId), eq(stations.id, stationId), isNotNull(stations.deactivatedAt)));
  return row !== undefined;
}

/** The venue's live stations, active or deactivated, oldest first: what a plan change keeps or deactivates. */
export function listPlanStations(
  executor: Executor,
  venueId: number,
): Promise<{ id: number; name: string; deactivated: boolean }[]> {
  return executor
    .select({
      id: stations.id,
      name: stations.name,
      deactivated: sql<boolean>`${stations.deactivatedAt} is not null`,
    })
    .from(stations)
    .where(and(eq(stations.venueId, venueId), isNull(stations.deletedAt)))
    .orderBy(asc(stations.id));
}

/** Deactivates (a date) or reactivates (null) the venue's stations. */
export async function setStationsDeactivated(
  executor: Executor,
  venueId: number,
  stationIds: readonly number[],
  deactivatedAt: Date | null,
  now: Date,
): Promise<void> {
  if (stationIds.length === 0) return;
  await executor
    .update(stations)
    .set({ deactivatedAt, updatedAt: now })
    .where(and(eq(stations.venueId, venueId), inArray(stations.id, [...stationIds])));
}
