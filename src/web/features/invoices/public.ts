/**
 * What other features use of the invoices: the dashboard's card of invoices waiting for a decision, and the
 * reports' invoice accuracy per supplier.
 */
export { WaitingInvoicesCard } from './components/waiting-invoices-card';
export { InvoiceAccuracyTable } from './components/invoice-accuracy-table';
