/**
 * What other features use of credit requests: the order view's panel, the current-orders screen's tab and the
 * reports' table per supplier.
 */
export { OrderCreditPanel } from './components/order-credit-panel';
export { OpenCredits } from './components/open-credits';
export { CreditsBySupplierTable } from './components/credits-by-supplier-table';
