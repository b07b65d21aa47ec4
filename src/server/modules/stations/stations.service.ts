/**
 * Stations as the dashboard shows them (dashboard, docs/PRODUCT.md#dashboard: station picker and cards with order
 * counts).
 */
import type { StationOverview } from '@/domain/stations/stations.schemas';
import type { ServiceContext } from '@/server/types';
import { countActiveOrdersByStation, findStationSuppliers, findStationUsers } from './stations.repository';
import { findVisibleStations } from '@/server/shared/station-visibility';

/**
 * The stations the caller works at (the visibility rule (docs/PRODUCT.md#station-visibility): an admin sees all of
 * the venue's stations, staff only those they are linked to; docs/PRODUCT.md#dashboard-no-stations "non-admin with no
 * stations").
 */
export async function listStations(ctx: ServiceContext<'db'>): Promise<StationOverview[]> {
  const { db, caller } = ctx;
  const stationRows = await findVisibleStations(db, caller);
  if (stationRows.length === 0) return [];

  const ids = stationRows.map((station) => station.id);
  const [people, suppliers, counts] = await Promise.all([
    findStationUsers(db, caller.venueId, ids),
    findStationSuppliers(db, caller.venueId, ids),
    countActiveOrdersByStation(db, caller.venueId, ids),
  ]);

  const peopleByStation = groupByStation(
    people.map(({ stationId, id, name }) => ({ stationId, value: { id, name } })),
  );
  const suppliersByStation = groupByStation(
    suppliers.map(({ stationId, id, name, isMarket }) => ({ stationId, value: { id, name, isMarket } })),
  );
  return stationRows.map((station) => ({
    department: { id: station.id, name: station.name, isWarehouse: station.isWarehouse },
    users: peopleByStation.get(station.id) ?? [],
    suppliers: suppliersByStation.get(station.id) ?? [],
    numberOfOpenOrders: counts.get(station.id)?.open ?? 0,
    numberOfExpectedOrders: counts.get(station.id)?.expected ?? 0,
  }));
}

/** Rows per station, keeping their order (the queries sort by name). */
function groupByStation<T>(rows: { stationId: number; value: T }[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const { stationId, value } of rows) {
    const group = groups.get(stationId);
    if (group) group.push(value);
    else groups.set(stationId, [value]);
  }
  return groups;
}
