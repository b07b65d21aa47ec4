/**
 * Who sees which station (src/domain/stations/station-visibility.ts: a venue admin all of the venue's live stations,
 * staff the ones they are linked to), in its one SQL form, and the checks every venue module runs before touching a
 * station's data. Several modules need it (orders, articles, suppliers, the supplier portal, the dashboard), so it is
 * no module's own: docs/ARCHITECTURE.md, "Server modules". A station the caller cannot see answers 404, exactly like a
 * station that does not exist, so ids of other venues reveal nothing; the checks take the executor of the caller's
 * transaction.
 */
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { AppError } from '@/domain/errors';
import { stationVisibility } from '@/domain/stations/station-visibility';
import type { Executor } from '@/server/db/client';
import { stationSuppliers, stationUsers, stations, suppliers } from '@/server/db/schema';
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
async function findVisibleStation(
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
async function findVisibleStationSupplier(
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

/** The station, or 404 not_found when it does not exist, is deleted, is another venue's or is not the caller's. */
export async function requireVisibleStation(
  executor: Executor,
  caller: VenueCaller,
  stationId: number,
): Promise<StationRow> {
  const station = await findVisibleStation(executor, caller, stationId);
  if (!station) throw new AppError('not_found', 'No such station');
  return station;
}

/** A visible station together with one of its live suppliers; 404 not_found when either is missing or not the caller's. */
export async function requireStationSupplier(
  executor: Executor,
  caller: VenueCaller,
  stationId: number,
  supplierId: number,
): Promise<StationSupplierRow> {
  const found = await findVisibleStationSupplier(executor, caller, stationId, supplierId);
  if (!found) throw new AppError('not_found', 'No such station or supplier');
  return found;
}
