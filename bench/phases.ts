/** The routes the benchmark loads, in the order it loads them (ARCHITECTURE.md "Budgets", docs/perf/README.md). */
import { addDays, venueToday } from '@/domain/shared/dates';
import { REPORT_CONNECTIONS } from './config';
import type { Fixtures, ReportTarget } from './fixtures';
import type { Phase, PlannedRequest } from './load';

/** Cycles over `items` forever. */
function cycle<T>(
  items: readonly T[],
  build: (item: T, round: number) => PlannedRequest,
): () => PlannedRequest {
  if (items.length === 0) throw new Error('Nothing to cycle over');
  let index = 0;
  return () => {
    const round = Math.floor(index / items.length);
    const item = items[index % items.length]!;
    index += 1;
    return build(item, round);
  };
}

/**
 * The hot reads run a second time as a browser asks for them (Accept-Encoding: gzip, br; the server answers br),
 * right after the plain run, so the table shows what compressing their JSON costs.
 */
const COMPRESSED_VARIANTS = new Set(['list', 'detail', 'articles']);
const BROWSER_ACCEPT_ENCODING = 'gzip, br';

function compressed(phase: Phase): Phase {
  return {
    ...phase,
    key: `${phase.key}-br`,
    label: `${phase.label}, compressed (br)`,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  };
}

export const EXPECTED_TAB = 'page=1&pageSize=10&status=IN_PROGRESS,INCOMPLETE';
const SEARCH_TERMS = ['sir', 'mleko', 'sok', 'hleb', 'paradajz', 'ulje', 'pivo', 'file'];

export interface Tokens {
  big: string;
  small: string;
}

export function readPhases(fixtures: Fixtures, tokens: Tokens): Phase[] {
  const { big, small } = fixtures;
  const searches = big.pairs.map((pair, index) => ({
    ...pair,
    term: SEARCH_TERMS[index % SEARCH_TERMS.length]!,
  }));
  const phases: Phase[] = [
    {
      key: 'noop',
      label: 'ceiling: no work',
      route: 'GET /api/bench/noop',
      token: null,
      next: cycle([null], () => ({ method: 'GET', path: '/api/bench/noop' })),
    },
    {
      key: 'select1',
      label: 'ceiling: SELECT 1',
      route: 'GET /api/bench/select1',
      token: null,
      next: cycle([null], () => ({ method: 'GET', path: '/api/bench/select1' })),
    },
    {
      key: 'list',
      label: 'orders list, Expected tab',
      route: 'GET /api/orders/all/{stationId}?status=IN_PROGRESS,INCOMPLETE',
      token: tokens.big,
      next: cycle(big.stationIds, (stationId) => ({
        method: 'GET',
        path: `/api/orders/all/${stationId}?${EXPECTED_TAB}`,
      })),
    },
    {
      key: 'detail',
      label: 'order detail',
      route: 'GET /api/orders/order/{id}',
      token: tokens.big,
      next: cycle(big.orderIds, (id) => ({ method: 'GET', path: `/api/orders/order/${id}` })),
    },
    {
      key: 'articles',
      label: 'article page with search',
      route: 'GET /api/articles/products/{supplierId}/{stationId}?searchQuery=…',
      token: tokens.big,
      next: cycle(searches, ({ stationId, supplierId, term }) => ({
        method: 'GET',
        path: `/api/articles/products/${supplierId}/${stationId}?page=1&pageSize=10&searchQuery=${term}&onlyFavorite=false`,
      })),
    },
    {
      key: 'history1k',
      label: 'orders list, venue with 1 000 orders',
      route: 'GET /api/orders/all/{stationId}?status=IN_PROGRESS,INCOMPLETE',
      token: tokens.small,
      next: cycle([small.stationId], (stationId) => ({
        method: 'GET',
        path: `/api/orders/all/${stationId}?${EXPECTED_TAB}`,
      })),
    },
    {
      key: 'history200k',
      label: 'orders list, venue with 200 000 orders',
      route: 'GET /api/orders/all/{stationId}?status=IN_PROGRESS,INCOMPLETE',
      token: tokens.big,
      next: cycle([big.historyStationId], (stationId) => ({
        method: 'GET',
        path: `/api/orders/all/${stationId}?${EXPECTED_TAB}`,
      })),
    },
    ...reportPhases(big.report, tokens.big, venueToday(new Date())),
  ];
  return phases.flatMap((phase) =>
    COMPRESSED_VARIANTS.has(phase.key) ? [phase, compressed(phase)] : [phase],
  );
}

/** The report ranges (decision 0009)'s budget: the last 3 and the last 12 months of deadlines, ending today. */
export const REPORT_RANGES = [
  { key: 'report3m', months: 3, days: 92 },
  { key: 'report12m', months: 12, days: 365 },
] as const;

const REPORT_SCOPES = [
  {
    suffix: '',
    label: 'venue report',
    route: 'GET /api/analytics/venue/orders?venueId&fromDate&toDate&page&pageSize',
    path: ({ venueId }: ReportTarget) => `/api/analytics/venue/orders?venueId=${venueId}`,
  },
  {
    suffix: '-station',
    label: 'station report',
    route: 'GET /api/analytics/orders?departmentId&fromDate&toDate&page&pageSize',
    path: ({ stationId }: ReportTarget) => `/api/analytics/orders?departmentId=${stationId}`,
  },
  {
    suffix: '-category',
    label: 'category report',
    route: 'GET /api/analytics/venue/ordersPerCategory?departmentId&categoryId&fromDate&toDate&page&pageSize',
    path: ({ stationId, categoryId }: ReportTarget) =>
      `/api/analytics/venue/ordersPerCategory?departmentId=${stationId}&categoryId=${categoryId}`,
  },
] as const;

export const isReportPhase = (key: string) => REPORT_RANGES.some((range) => key.split('-')[0] === range.key);

/**
 * The report's first page (docs/PRODUCT.md#api-reports: venue, station and category) on the big venue, at the reports'
 * connection count. Every request asks for the same page, as an admin paging through a report does.
 */
export function reportPhases(target: ReportTarget, token: string, today: string): Phase[] {
  return REPORT_RANGES.flatMap(({ key, months, days }) => {
    const fromDate = addDays(today, -(days - 1));
    return REPORT_SCOPES.map((scope) => ({
      key: `${key}${scope.suffix}`,
      label: `${scope.label}, ${months} months (${REPORT_CONNECTIONS} connections)`,
      route: scope.route,
      token,
      connections: REPORT_CONNECTIONS,
      next: cycle([target], (found) => ({
        method: 'GET',
        path: `${scope.path(found)}&fromDate=${fromDate}&toDate=${today}&page=0&pageSize=10`,
      })),
    }));
  });
}
