/** What other features use of the invoices: the dashboard's card of invoices waiting for a decision. */
export { WaitingInvoicesCard } from './components/waiting-invoices-card';
