/**
 * What the rest of the server uses of invoices (docs/ARCHITECTURE.md): the SEF poller the process starts beside the
 * HTTP server.
 */
export { createSefPoller } from './sef-poller';
