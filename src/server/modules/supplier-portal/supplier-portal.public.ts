/**
 * What other modules use of the supplier portal (docs/ARCHITECTURE.md, "Server modules"): the per-client-IP limit
 * every public supplier link route shares (credit requests' links too).
 */
export { perClientIp } from './supplier-portal.routes';
