/**
 * What the rest of the server uses of invoices (docs/ARCHITECTURE.md): the SEF poller the process starts beside the
 * HTTP server, and the deadline reminders' job.
 */
export { createSefPoller } from './sef-poller';
export { scheduleInvoiceReminders } from './invoice-reminders';
