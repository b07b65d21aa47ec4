/**
 * What other modules use of stations (docs/ARCHITECTURE.md, "Server modules"): the plan change's deactivation and
 * count, the onboarding wizard's station-supplier links, and an invitation's stations. Who sees which station is a shared rule
 * (src/server/shared/station-visibility.ts), not this module's.
 */
export { countLiveStations } from './station-admin.repository';
export {
  deleteStationSupplier,
  findActiveStationIds,
  insertStationSupplier,
  insertStationUser,
} from './station-links.repository';
export { listPlanStations, setStationsDeactivated } from './station-plan.repository';
