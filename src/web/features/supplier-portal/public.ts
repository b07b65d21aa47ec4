/**
 * What other features use of the supplier's side (docs/PRODUCT.md#supplier-answer): the chip and the venue's answer
 * panel.
 */
export { SupplierAnswerPanel } from './components/supplier-answer-panel';
export { SupplierStateChip } from './components/supplier-state-chip';
export { NotOpenedFilter } from './components/not-opened-filter';
export { StandingLinkActions } from './components/standing-link-actions';
export { SupplierAnswersCard } from './components/supplier-answers-card';
// The frame and the venue's language of every page a supplier opens by link (credit requests' too).
export { PortalFrame } from './components/portal-frame';
export { useVenueLanguage } from './components/venue-language';
