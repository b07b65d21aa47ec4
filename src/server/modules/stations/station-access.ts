/**
 * Which stations a caller may work in, decided in one place for every module (SPEC §6): a venue admin (or a super
 * admin acting in a venue) sees every station of the venue; other roles only the stations they are linked to
 * (station_users), the same rule as GET /venue/getDepartments. Deleted stations and
 * stations of other venues are never visible. A station the caller cannot see answers 404, exactly like a station
 * that does not exist, so ids of other venues reveal nothing.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors';
import type { Executor } from '../../db/client';
import { stations, stationSuppliers, stationUsers, suppliers } from '../../db/schema';
import { type Principal, venueIdOf } from '../../plugins/auth';

export interface VisibleStation {
  id: number;
  name: string;
  isWarehouse: boolean;
}

export interface StationSupplier {
  station: VisibleStation;
  supplier: { id: number; name: string; isMarket: boolean };
}

/** A signed-in user acting inside their own venue. */
export interface VenueCaller extends Principal {
  venueId: number;
}

/** The caller of a venue-scoped route; a caller without a venue (super admin) is refused with 403 forbidden. */
export function venueCallerOf(request: FastifyRequest): VenueCaller {
  return { ...request.user, venueId: venueIdOf(request) };
}

/** Admins (and a super admin acting in a venue) see every station of the venue; others only their linked ones. */
export function seesAllStations(caller: VenueCaller): boolean {
  return caller.role === 'ROLE_ADMIN' || caller.role === 'ROLE_SUPERADMIN';
}

/**
 * The same rule as raw SQL for the prepared hot reads (src/server/db/prepared.ts): `alias` is the stations alias;
 * the placeholders hold the caller's venue id, user id and seesAllStations(caller).
 */
export function visibleStationSql(
  alias: string,
  params: { venue: string; user: string; seesAll: string },
): string {
  return `${alias}.venue_id = ${params.venue} and ${alias}.deleted_at is null and (${params.seesAll}::boolean or exists (
    select 1 from station_users su
    where su.station_id = ${alias}.id and su.user_id = ${params.user} and su.venue_id = ${params.venue}))`;
}

/** The stations row `stationId` when the caller may see it (a condition on `stations`). */
function visibleStationCondition(caller: VenueCaller, stationId: number): SQL {
  const { venueId } = caller;
  const own = and(eq(stations.id, stationId), eq(stations.venueId, venueId), isNull(stations.deletedAt))!;
  if (seesAllStations(caller)) return own;
  return and(
    own,
    sql`exists (
      select 1 from ${stationUsers}
      where ${stationUsers.stationId} = ${stations.id}
        and ${stationUsers.userId} = ${caller.userId}
        and ${stationUsers.venueId} = ${venueId}
    )`,
  )!;
}

/** The station, or 404 not_found when it does not exist, is deleted, is another venue's or is not the caller's. */
export async function requireVisibleStation(
  executor: Executor,
  caller: VenueCaller,
  stationId: number,
): Promise<VisibleStation> {
  const [station] = await executor
    .select({ id: stations.id, name: stations.name, isWarehouse: stations.isWarehouse })
    .from(stations)
    .where(visibleStationCondition(caller, stationId));
  if (!station) throw new AppError('not_found', 'No such station');
  return station;
}

/**
 * A visible station together with one of its suppliers (linked in station_suppliers, not deleted), in one query;
 * 404 not_found when either is missing or not the caller's.
 */
export async function requireStationSupplier(
  executor: Executor,
  caller: VenueCaller,
  stationId: number,
  supplierId: number,
): Promise<StationSupplier> {
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
    .where(visibleStationCondition(caller, stationId));
  if (!row) throw new AppError('not_found', 'No such station or supplier');
  return {
    station: { id: row.stationId, name: row.stationName, isWarehouse: row.isWarehouse },
    supplier: { id: row.supplierId, name: row.supplierName, isMarket: row.isMarket },
  };
}
