/**
 * What other modules use of reports (docs/ARCHITECTURE.md): the figures of several venues at once, counted as each
 * venue's own report counts them (the groups module's dashboard and group reports).
 */
export { groupReportFigures, type GroupReportFigures } from './group-reports.service';
export { findSpendPerVenue, type GroupRange, type VenueSpendRow } from './group-reports.repository';
