/** What main.ts starts of standing orders (docs/ARCHITECTURE.md, "Server modules"): the preparation job. */
export { createStandingOrderJob, type StandingOrderJob } from './standing-order-job';
