/**
 * The reports use cases (docs/PRODUCT.md#reports, #api-reports). A venue admin reads their own venue, the super admin
 * any (modules/venues/admin-scope.ts); a station or venue the caller does not administer answers 404 like one that
 * does not exist. Reads only: no transaction beyond the one statement each. Pages, charts and supplier reliability
 * are cached under their scope's report stamp (report-cache.ts, docs/decisions/0009-report-speed.md).
 */
import { AppError } from '@/domain/errors';
import { normalizeAmount } from '@/domain/orders/amount';
import { fillRate } from '@/domain/reports/report-arithmetic';
import type { ChartMetric, Charts, ReliabilityRow, ReportPage } from '@/domain/reports/reports.schemas';
import type { Principal } from '@/server/plugins/auth';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import { trialStatus } from '@/domain/subscriptions/trial';
import { findVenueSubscription } from '@/server/shared/venue-plan';
import type { ServiceContext } from '@/server/types';
import {
  findArticleTotals,
  findFilterOptions,
  findPriceTolerance,
  findReliability,
  findReportStamp,
  findSupplierShares,
  findTopArticles,
  findWeeks,
} from './reports.repository';
import { cachedReport } from './report-cache';
import type { ReportScope } from './report-sql';
import { adminVenueFilter, requireAdminVenue, findAdminStation } from '@/server/shared/admin-scope';

type ReportContext = ServiceContext<'db', Principal>;

interface RangeInput {
  fromDate: string;
  toDate: string;
}
interface PageInput extends RangeInput {
  searchQuery: string;
  page: number;
  pageSize: number;
}

/** The station's venue when the caller administers it; 404 otherwise. */
async function stationScope(
  ctx: ReportContext,
  stationId: number,
): Promise<{ venueId: number; stationId: number }> {
  const station = await findAdminStation(ctx.db, adminVenueFilter(ctx.caller), stationId);
  if (!station) throw new AppError('not_found', 'No such station');
  return { venueId: station.venueId, stationId: station.id };
}

/** The venue (and station of it, when given) the caller administers; 404 otherwise. */
async function venueScope(
  ctx: ReportContext,
  venueId: number,
  stationId: number | undefined,
): Promise<{ venueId: number; stationId?: number }> {
  await requireAdminVenue(ctx.db, ctx.caller, venueId);
  if (stationId === undefined) return { venueId };
  const station = await stationScope(ctx, stationId);
  if (station.venueId !== venueId) throw new AppError('not_found', 'No such station');
  return station;
}

/** Every article row of the scope, cached under the scope's report stamp (report-cache.ts). */
function articleTotals(ctx: ReportContext, scope: ReportScope) {
  return cachedReport(
    ctx.db,
    JSON.stringify(['articles', scope]),
    () => findReportStamp(ctx.db, scope),
    () => findArticleTotals(ctx.db, scope),
    (found) => found.rows.length,
  );
}

async function articlePage(ctx: ReportContext, scope: ReportScope, input: PageInput): Promise<ReportPage> {
  const found = await articleTotals(ctx, scope);
  const start = input.page * input.pageSize;
  return {
    rows: found.rows.slice(start, start + input.pageSize).map((row) => {
      const ordered = normalizeAmount(row.ordered);
      return {
        articleId: row.article_id,
        name: row.name,
        unit: row.unit,
        category: row.category,
        supplier: row.supplier,
        total: ordered,
        ordered,
        delivered: normalizeAmount(row.delivered),
        value: row.value,
        lines: row.lines,
      };
    }),
    count: found.rows.length,
    totalValue: found.totalValue,
  };
}

const rangeOf = (input: PageInput) => ({
  fromDate: input.fromDate,
  toDate: input.toDate,
  search: input.searchQuery,
});

/** GET /analytics/orders: one station. */
export async function stationReport(ctx: ReportContext, input: PageInput & { departmentId: number }) {
  const scope = await stationScope(ctx, input.departmentId);
  return articlePage(ctx, { ...scope, ...rangeOf(input) }, input);
}

/** GET /analytics/venue/orders: the whole venue. */
export async function venueReport(ctx: ReportContext, input: PageInput & { venueId: number }) {
  const scope = await venueScope(ctx, input.venueId, undefined);
  return articlePage(ctx, { ...scope, ...rangeOf(input) }, input);
}

/** GET /analytics/venue/ordersPerCategory: one category of one station. */
export async function categoryReport(
  ctx: ReportContext,
  input: PageInput & { departmentId: number; categoryId: number },
) {
  const scope = await stationScope(ctx, input.departmentId);
  return articlePage(ctx, { ...scope, categoryId: input.categoryId, ...rangeOf(input) }, input);
}

interface ScopeInput extends RangeInput {
  venueId: number;
  departmentId?: number | undefined;
  categoryId?: number | undefined;
}

async function filteredScope(ctx: ReportContext, input: ScopeInput, search: string): Promise<ReportScope> {
  const scope = await venueScope(ctx, input.venueId, input.departmentId);
  return {
    ...scope,
    categoryId: input.categoryId,
    fromDate: input.fromDate,
    toDate: input.toDate,
    search,
  };
}

const amountOrZero = (text: string | null) => (text === null ? '0' : normalizeAmount(text));

/** GET /analytics/charts. */
export async function reportCharts(
  ctx: ReportContext,
  input: ScopeInput & { searchQuery: string; metric: ChartMetric },
): Promise<Charts> {
  const scope = await filteredScope(ctx, input, input.searchQuery);
  return cachedReport(
    ctx.db,
    JSON.stringify(['charts', input.metric, scope]),
    () => findReportStamp(ctx.db, scope),
    () => computeCharts(ctx, scope, input.metric),
    (charts) => charts.weeks.length + charts.topArticles.length + charts.suppliers.length,
  );
}

async function computeCharts(ctx: ReportContext, scope: ReportScope, metric: ChartMetric): Promise<Charts> {
  const [weeks, topArticles, suppliers] = await Promise.all([
    findWeeks(ctx.db, scope),
    findTopArticles(ctx.db, scope, metric),
    findSupplierShares(ctx.db, scope),
  ]);
  return {
    weeks: weeks.map((week) => ({
      ...week,
      ordered: amountOrZero(week.ordered),
      delivered: amountOrZero(week.delivered),
    })),
    topArticles: topArticles.map((article) => ({ ...article, ordered: amountOrZero(article.ordered) })),
    suppliers,
  };
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Price drift is PRO, by the plan of the venue read (the super admin reads any venue's report). */
async function priceDriftAllowed(
  ctx: ServiceContext<'db' | 'now', Principal>,
  venueId: number,
): Promise<boolean> {
  const found = await findVenueSubscription(ctx.db, venueId);
  if (!found?.subscription) return false;
  const { plan, trialEndsAt, departmentLimit } = found.subscription;
  const { trialEnded } = trialStatus(plan, trialEndsAt, ctx.now());
  return planAllowance({ plan, trialEnded, departmentLimit }).priceHistory;
}

/** GET /analytics/suppliers/reliability. */
export async function supplierReliability(
  ctx: ServiceContext<'db' | 'now', Principal>,
  input: ScopeInput,
): Promise<{ rows: ReliabilityRow[] }> {
  const scope = await filteredScope(ctx, input, '');
  const [tolerance, drift] = await Promise.all([
    findPriceTolerance(ctx.db, scope.venueId),
    priceDriftAllowed(ctx, scope.venueId),
  ]);
  const rows = await cachedReport(
    ctx.db,
    // The tolerance decides what counts as changed: a new one is a new report.
    JSON.stringify(['reliability', scope, tolerance]),
    () => findReportStamp(ctx.db, scope),
    () => findReliability(ctx.db, scope, tolerance),
    (found) => found.length,
  );
  return {
    rows: rows.map((row) => {
      // NUMERIC text to thousandths: exact up to the column's range.
      const ordered = Math.round(Number(row.ordered ?? '0') * 1000);
      const delivered = Math.round(Number(row.delivered ?? '0') * 1000);
      return {
        supplierId: row.supplier_id,
        name: row.name,
        ordersSent: row.orders_sent,
        fillRate: fillRate(ordered, delivered),
        notAvailableShare: share(row.not_available, row.counted_lines),
        onTime: row.on_time,
        late: row.late,
        expected: row.expected,
        mostMissing: row.missing ?? [],
        priceDrift: drift
          ? {
              lines: row.priced_lines,
              changedShare: share(row.changed_lines, row.priced_lines),
              averageChange: row.average_change === null ? null : Number(row.average_change),
            }
          : null,
      };
    }),
  };
}

/** GET /analytics/filters. */
export async function reportFilters(ctx: ReportContext, input: { venueId: number }) {
  await requireAdminVenue(ctx.db, ctx.caller, input.venueId);
  return findFilterOptions(ctx.db, input.venueId);
}
