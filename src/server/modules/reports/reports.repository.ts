/**
 * The analytics reads (docs/PRODUCT.md#reports): every query is scoped by the venue first (report-sql.ts
 * `scopedLines`).
 */
import { DEFAULT_CURRENCY, DEFAULT_PRICE_TOLERANCE } from '@/domain/prices/money';
import { sql } from 'drizzle-orm';
import { TOP_ARTICLES, MISSING_ARTICLES, type ChartMetric } from '@/domain/reports/reports.schemas';
import type { Executor } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { scopedLines, type ReportScope } from './report-sql';

export interface ArticleTotalsRow {
  article_id: number;
  name: string;
  unit: string;
  category: string;
  supplier: string | null;
  ordered: string;
  delivered: string;
  value: string | null;
  lines: number;
}

/**
 * Every article's totals in the scope, sorted by name (pages are slices of it), and the value of all of them.
 */
export async function findArticleTotals(
  executor: Executor,
  scope: ReportScope,
): Promise<{ rows: ArticleTotalsRow[]; totalValue: string | null }> {
  const [row] = await queryRows<{ rows: ArticleTotalsRow[] | null; total_value: string | null }>(
    executor,
    sql`with lines as (${scopedLines(scope)}),
      per_article as (
        select article_id, sum(amount) as ordered, sum(delivered) as delivered, sum(value) as value,
          count(*)::int as lines
        from lines where not moved group by article_id
      )
      select
        (select json_agg(json_build_object('article_id', p.article_id, 'name', a.name, 'unit', a.unit,
            'category', c.name, 'supplier', s.name, 'ordered', p.ordered::text, 'delivered', p.delivered::text,
            'value', p.value::text, 'lines', p.lines) order by lower(a.name), p.article_id)
          from per_article p
          join articles a on a.id = p.article_id
          join article_categories c on c.id = a.category_id
          left join suppliers s on s.id = a.supplier_id) as rows,
        (select sum(value)::text from per_article) as total_value`,
  );
  return { rows: row?.rows ?? [], totalValue: row?.total_value ?? null };
}

/**
 * The report stamp of a scope (docs/decisions/0009-report-speed.md): the stamps of its months (of its station, when
 * it has one) and of the catalogue the venue sees, as one text. It changes exactly when the scope's figures may
 * have: a report cached under it is still right while it is the same.
 */
export async function findReportStamp(executor: Executor, scope: ReportScope): Promise<string> {
  const [row] = await queryRows<{ stamp: string }>(
    executor,
    sql`select (select coalesce(sum(version), 0) from report_month_versions
          where venue_id = ${scope.venueId}
            and month between date_trunc('month', ${scope.fromDate}::date)::date and ${scope.toDate}::date
            ${scope.stationId === undefined ? sql`` : sql`and station_id = ${scope.stationId}`})::text
        || '/' || (select coalesce(sum(version), 0) from report_catalogue_versions
          where venue_id in (0, ${scope.venueId}))::text as stamp`,
  );
  return row!.stamp;
}

export interface WeekRow {
  week: string;
  ordered: string;
  delivered: string;
  value: string | null;
  lines: number;
}

/** Totals per week (weeks start on Monday, docs/PRODUCT.md#formats) that has counted lines. */
export function findWeeks(executor: Executor, scope: ReportScope): Promise<WeekRow[]> {
  return queryRows<WeekRow>(
    executor,
    sql`with lines as (${scopedLines(scope)})
      select to_char(date_trunc('week', deadline)::date, 'YYYY-MM-DD') as week, sum(amount)::text as ordered,
        sum(delivered)::text as delivered, sum(value)::text as value, count(*)::int as lines
      from lines where not moved group by 1 order by 1`,
  );
}

export interface TopArticleRow {
  name: string;
  unit: string;
  ordered: string;
  value: string | null;
}

/** The top articles by delivered value (articles without a price last) or by ordered quantity. */
export function findTopArticles(
  executor: Executor,
  scope: ReportScope,
  metric: ChartMetric,
): Promise<TopArticleRow[]> {
  const order = metric === 'value' ? sql`sum(value) desc nulls last` : sql`sum(amount) desc`;
  return queryRows<TopArticleRow>(
    executor,
    sql`with lines as (${scopedLines(scope)})
      select min(name) as name, min(unit) as unit, sum(amount)::text as ordered, sum(value)::text as value
      from lines where not moved group by article_id
      order by ${order}, min(lower(name)), article_id limit ${TOP_ARTICLES}`,
  );
}

export interface SupplierShareRow {
  name: string | null;
  value: string | null;
  lines: number;
}

/** Each supplier's delivered value and counted lines (a null name: orders to no catalogue supplier). */
export function findSupplierShares(executor: Executor, scope: ReportScope): Promise<SupplierShareRow[]> {
  return queryRows<SupplierShareRow>(
    executor,
    sql`with lines as (${scopedLines(scope)})
      select s.name, sum(l.value)::text as value, count(*)::int as lines
      from lines l left join suppliers s on s.id = l.supplier_id
      where not l.moved group by l.supplier_id, s.name
      order by sum(l.value) desc nulls last, count(*) desc, s.name`,
  );
}

export interface ReliabilityDbRow {
  supplier_id: number;
  name: string;
  orders_sent: number;
  ordered: string | null;
  delivered: string | null;
  counted_lines: number;
  not_available: number;
  on_time: number;
  late: number;
  expected: number;
  missing: { name: string; times: number }[] | null;
  /** Lines with an ordered and a paid price, those paid beyond the tolerance, the average change (text, 1 decimal). */
  priced_lines: number;
  changed_lines: number;
  average_change: string | null;
}

/**
 * Per supplier: orders sent, counted quantities, not available lines, orders on time / late / expected (a
 * completed order is on time when it was received on or before its date, in the venue's calendar), and the
 * articles most often short (not delivered, partly delivered, moved or arriving later).
 */
export function findReliability(
  executor: Executor,
  scope: ReportScope,
  tolerance: string,
): Promise<ReliabilityDbRow[]> {
  return queryRows<ReliabilityDbRow>(
    executor,
    sql`with lines as (${scopedLines({ ...scope, search: '' })} and o.supplier_id is not null),
      per_supplier as (
        select supplier_id, sum(amount) filter (where not moved) as ordered,
          sum(delivered) filter (where not moved) as delivered,
          count(*) filter (where not moved)::int as counted_lines,
          count(*) filter (where status = 'NOT_DELIVERED' and reason = 'NOT_AVAILABLE')::int as not_available,
          -- Price drift, the SQL twin of src/domain/prices/price-trend.ts priceDrift (its test compares the two):
          -- |paid - ordered| / ordered > tolerance % <=> |paid - ordered| * 100 > ordered * tolerance, exact NUMERIC.
          count(*) filter (where priced)::int as priced_lines,
          count(*) filter (where priced and abs(paid_price - ordered_price) * 100 > ordered_price * ${tolerance}::numeric)::int
            as changed_lines,
          round(avg((paid_price - ordered_price) * 100 / ordered_price) filter (where priced and ordered_price > 0), 1)::text
            as average_change
        from (select *, paid_price is not null and ordered_price is not null and not moved as priced from lines) l
        group by supplier_id
      ),
      per_order as (
        select distinct order_id, supplier_id, order_status, deadline,
          (completed_at at time zone 'Europe/Belgrade')::date as received_on
        from lines
      ),
      order_counts as (
        select supplier_id, count(*)::int as orders_sent,
          count(*) filter (where order_status = 'COMPLETED' and received_on <= deadline)::int as on_time,
          count(*) filter (where order_status = 'COMPLETED' and received_on > deadline)::int as late,
          count(*) filter (where order_status <> 'COMPLETED')::int as expected
        from per_order group by supplier_id
      ),
      short as (
        select supplier_id, name, count(*)::int as times,
          row_number() over (partition by supplier_id order by count(*) desc, lower(name)) as rank
        from lines
        where status in ('NOT_DELIVERED', 'MOVE_TO_NEW', 'INCOMPLETE')
          or (status in ('DELIVERED', 'PARTIALLY_ARRIVED') and delivered < amount)
        group by supplier_id, name
      )
      select p.supplier_id, s.name, oc.orders_sent, p.ordered::text, p.delivered::text, p.counted_lines,
        p.not_available, oc.on_time, oc.late, oc.expected, p.priced_lines, p.changed_lines, p.average_change,
        (select json_agg(json_build_object('name', sh.name, 'times', sh.times) order by sh.rank)
          from short sh where sh.supplier_id = p.supplier_id and sh.rank <= ${MISSING_ARTICLES}) as missing
      from per_supplier p
      join order_counts oc on oc.supplier_id = p.supplier_id
      join suppliers s on s.id = p.supplier_id
      order by oc.orders_sent desc, lower(s.name)`,
  );
}

/**
 * The venue's live stations and every article category, by name: the options of the report filters; and the venue's
 * currency, which the report's values are in (docs/PRODUCT.md#prices).
 */
export async function findFilterOptions(executor: Executor, venueId: number) {
  const [stationRows, categoryRows, venueRows] = await Promise.all([
    queryRows<{ id: number; name: string }>(
      executor,
      sql`select id, name from stations where venue_id = ${venueId} and deleted_at is null
        order by lower(name), id`,
    ),
    queryRows<{ id: number; name: string }>(
      executor,
      sql`select id, name from article_categories order by lower(name), id`,
    ),
    queryRows<{ currency: string }>(executor, sql`select currency from venues where id = ${venueId}`),
  ]);
  return {
    stations: stationRows,
    categories: categoryRows,
    currency: venueRows[0]?.currency ?? DEFAULT_CURRENCY,
  };
}

/** The venue's price tolerance in percent (text): what price drift counts as a changed price. */
export async function findPriceTolerance(executor: Executor, venueId: number): Promise<string> {
  const [row] = await queryRows<{ tolerance: string }>(
    executor,
    sql`select price_tolerance::text as tolerance from venues where id = ${venueId}`,
  );
  return row?.tolerance ?? DEFAULT_PRICE_TOLERANCE;
}
