/**
 * What other modules use of stations (docs/ARCHITECTURE.md, "Server modules"): the plan change's deactivation and
 * count, and the onboarding wizard's station-supplier links. Who sees which station is a shared rule
 * (src/server/shared/station-visibility.ts), not this module's.
 */
export { countLiveStations } from './station-admin.repository';
export { deleteStationSupplier, insertStationSupplier } from './station-links.repository';
export { listPlanStations, setStationsDeactivated } from './station-plan.repository';
