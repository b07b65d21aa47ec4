/**
 * The station checks every venue module runs before touching a station's data (SPEC §6, the rule in
 * src/domain/stations/station-visibility.ts). A station the caller cannot see answers 404, exactly like a station
 * that does not exist, so ids of other venues reveal nothing. They take the executor of the caller's transaction.
 */
import { AppError } from '@/domain/errors';
import type { Executor } from '@/server/db/client';
import type { VenueCaller } from '@/server/types';
import {
  findVisibleStation,
  findVisibleStationSupplier,
  type StationRow,
  type StationSupplierRow,
} from './stations.repository';

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
