/**
 * Which analytics call the report screen makes from its filters (docs/PRODUCT.md#report-filters, #api-reports):
 * nothing until two dates are chosen; the venue report, one station's, or one station's category. Search, station and
 * category stay disabled until the range is complete; the category also until a station is chosen.
 */
import type { OperationInput } from '@/domain/shared/contract';
import { type reportOperations } from '@/domain/reports/reports.contract';

export interface ReportFilterState {
  venueId: number | null;
  /** The chosen dates, YYYY-MM-DD; the range picker fills the first, then the second. */
  fromDate: string | null;
  toDate: string | null;
  /** The search text after its debounce. */
  search: string;
  stationId: number | null;
  categoryId: number | null;
}

interface FilterAvailability {
  search: boolean;
  station: boolean;
  category: boolean;
}

export function filterAvailability(state: ReportFilterState): FilterAvailability {
  const dates = state.fromDate !== null && state.toDate !== null;
  return { search: dates, station: dates, category: dates && state.stationId !== null };
}

export type ReportRequest =
  | { kind: 'venue'; input: OperationInput<typeof reportOperations.venue> }
  | { kind: 'station'; input: OperationInput<typeof reportOperations.station> }
  | { kind: 'category'; input: OperationInput<typeof reportOperations.category> };

/** The table's request for one page, or null while the venue or a date is missing. */
export function reportRequest(
  state: ReportFilterState,
  page: number,
  pageSize: number,
): ReportRequest | null {
  const { venueId, fromDate, toDate } = state;
  if (venueId === null || fromDate === null || toDate === null) return null;
  const common = { fromDate, toDate, searchQuery: state.search, page, pageSize };
  if (state.stationId === null) return { kind: 'venue', input: { query: { venueId, ...common } } };
  if (state.categoryId === null) {
    return { kind: 'station', input: { query: { departmentId: state.stationId, ...common } } };
  }
  return {
    kind: 'category',
    input: { query: { departmentId: state.stationId, categoryId: state.categoryId, ...common } },
  };
}

/** The charts' and the reliability tab's scope: the same filters as the table. */
export function scopeQuery(state: ReportFilterState) {
  const { venueId, fromDate, toDate } = state;
  if (venueId === null || fromDate === null || toDate === null) return null;
  return {
    venueId,
    fromDate,
    toDate,
    ...(state.stationId === null ? {} : { departmentId: state.stationId }),
    ...(state.stationId === null || state.categoryId === null ? {} : { categoryId: state.categoryId }),
  };
}
