/** What other modules use of the health check (docs/ARCHITECTURE.md, "Server modules"): the database ping. */
export { pingDatabase } from './health.service';
