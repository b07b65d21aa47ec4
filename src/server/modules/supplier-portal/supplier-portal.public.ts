/**
 * What other modules use of the supplier portal (docs/ARCHITECTURE.md, "Server modules"): the per-client-IP limit
 * every public supplier link route shares (credit requests' links too), and the order of a link for the server-rendered
 * page (decision 0039).
 */
export { perClientIp } from './supplier-portal.routes';
export { readOrderLink } from './supplier-portal.service';
