/**
 * Reads of the reports screen (docs/PRODUCT.md#api-reports): the table's page, the charts, reliability, filter
 * options.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import type { ChartMetric, ReportPage, ReportRow } from '@/domain/reports/reports.schemas';
import { REPORT_MAX_PAGE_SIZE } from '@/domain/reports/reports.schemas';
import { groupReportOperations } from '@/domain/groups/group-reports.contract';
import { reportOperations } from '@/domain/reports/reports.contract';
import { callApi } from '@/web/lib/api-client';
import { reportRequest, scopeQuery, type ReportFilterState, type ReportRequest } from './report-query';

function fetchPage(request: ReportRequest, signal?: AbortSignal): Promise<ReportPage> {
  switch (request.kind) {
    case 'venue':
      return callApi(reportOperations.venue, request.input, signal);
    case 'station':
      return callApi(reportOperations.station, request.input, signal);
    case 'category':
      return callApi(reportOperations.category, request.input, signal);
  }
}

export function useReportPage(state: ReportFilterState, page: number, pageSize: number) {
  const request = reportRequest(state, page, pageSize);
  return useQuery({
    queryKey: ['reports', 'page', request],
    queryFn: ({ signal }) => fetchPage(request!, signal),
    enabled: request !== null,
    // The previous page stays on screen while the next loads.
    placeholderData: keepPreviousData,
  });
}

/** Every row of the current filters, page by page: what the export writes. */
export async function fetchAllRows(state: ReportFilterState): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (let page = 0; ; page += 1) {
    const request = reportRequest(state, page, REPORT_MAX_PAGE_SIZE);
    if (!request) return rows;
    const answer = await fetchPage(request);
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.count) return rows;
  }
}

export function useReportCharts(state: ReportFilterState, metric: ChartMetric) {
  const scope = scopeQuery(state);
  return useQuery({
    queryKey: ['reports', 'charts', scope, state.search, metric],
    queryFn: ({ signal }) =>
      callApi(reportOperations.charts, { query: { ...scope!, searchQuery: state.search, metric } }, signal),
    enabled: scope !== null,
  });
}

export function useSupplierReliability(state: ReportFilterState, enabled: boolean) {
  const scope = scopeQuery(state);
  return useQuery({
    queryKey: ['reports', 'reliability', scope],
    queryFn: ({ signal }) => callApi(reportOperations.reliability, { query: scope! }, signal),
    enabled: enabled && scope !== null,
  });
}

export function useReportFilterOptions(venueId: number | null) {
  return useQuery({
    queryKey: ['reports', 'filters', venueId],
    queryFn: ({ signal }) => callApi(reportOperations.filters, { query: { venueId: venueId! } }, signal),
    enabled: venueId !== null,
    staleTime: 60_000,
  });
}

/** An owner's report over all their administered venues (scope "all my venues"); only once both dates are set. */
export function useGroupReport(fromDate: string | null, toDate: string | null, enabled: boolean) {
  const complete = fromDate !== null && toDate !== null;
  return useQuery({
    queryKey: ['reports', 'group', fromDate, toDate],
    queryFn: ({ signal }) =>
      callApi(groupReportOperations.report, { query: { fromDate: fromDate!, toDate: toDate! } }, signal),
    enabled: enabled && complete,
  });
}
