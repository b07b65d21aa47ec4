/**
 * The reports of several venues at once (an owner's group, docs/decisions/0037-venue-memberships.md): the same
 * counted lines as one venue's report (report-sql.ts `scopedLines`), taken venue by venue, so every figure of a venue
 * is the figure its own report shows. Values are summed only within one currency.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { findReportStamp } from './reports.repository';
import { scopedLines } from './report-sql';

export interface GroupRange {
  venueIds: readonly number[];
  /** Inclusive deadline range, venue calendar days YYYY-MM-DD. */
  fromDate: string;
  toDate: string;
}

/** Every counted (not moved) line of the venues, each with its venue's id. */
function groupLines(range: GroupRange): SQL {
  return sql.join(
    range.venueIds.map(
      (venueId) =>
        sql`select ${venueId}::int as venue_id, l.* from (${scopedLines({
          venueId,
          fromDate: range.fromDate,
          toDate: range.toDate,
        })}) l where not l.moved`,
    ),
    sql` union all `,
  );
}

export interface VenueSpendRow {
  venueId: number;
  name: string;
  currency: string;
  /** Delivered value, exact text with two decimals; '0.00' without priced lines. */
  value: string;
  lines: number;
}

/** Per venue (every venue given, by name): the delivered value and the counted lines in the range. */
export function findSpendPerVenue(executor: Executor, range: GroupRange): Promise<VenueSpendRow[]> {
  if (range.venueIds.length === 0) return Promise.resolve([]);
  const ids = sql.join(
    range.venueIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return queryRows<VenueSpendRow>(
    executor,
    sql`with lines as (${groupLines(range)}),
      per_venue as (select venue_id, sum(value) as value, count(*)::int as lines from lines group by venue_id)
      select v.id as "venueId", v.name, v.currency, coalesce(p.value, 0)::numeric(14, 2)::text as value,
        coalesce(p.lines, 0)::int as lines
      from venues v left join per_venue p on p.venue_id = v.id
      where v.id in (${ids})
      order by lower(v.name), v.id`,
  );
}

export interface GroupShareRow {
  /** The supplier's or category's name; null: orders to no catalogue supplier. */
  name: string | null;
  currency: string;
  value: string;
  lines: number;
  /** How many of the venues have lines of it. */
  venues: number;
}

/** Per supplier across the venues, per currency: the delivered value and the counted lines, most value first. */
export function findSpendPerSupplier(executor: Executor, range: GroupRange): Promise<GroupShareRow[]> {
  if (range.venueIds.length === 0) return Promise.resolve([]);
  return queryRows<GroupShareRow>(
    executor,
    sql`with lines as (${groupLines(range)})
      select s.name, v.currency, coalesce(sum(l.value), 0)::numeric(14, 2)::text as value, count(*)::int as lines,
        count(distinct l.venue_id)::int as venues
      from lines l join venues v on v.id = l.venue_id left join suppliers s on s.id = l.supplier_id
      group by l.supplier_id, s.name, v.currency
      order by sum(l.value) desc nulls last, count(*) desc, s.name`,
  );
}

/** Per article category across the venues, per currency: the delivered value and the counted lines. */
export function findSpendPerCategory(executor: Executor, range: GroupRange): Promise<GroupShareRow[]> {
  if (range.venueIds.length === 0) return Promise.resolve([]);
  return queryRows<GroupShareRow>(
    executor,
    sql`with lines as (${groupLines(range)})
      select c.name, v.currency, coalesce(sum(l.value), 0)::numeric(14, 2)::text as value, count(*)::int as lines,
        count(distinct l.venue_id)::int as venues
      from lines l join venues v on v.id = l.venue_id join article_categories c on c.id = l.category_id
      group by c.id, c.name, v.currency
      order by sum(l.value) desc nulls last, count(*) desc, c.name`,
  );
}

/**
 * The report stamp of a group (docs/decisions/0009-report-speed.md): every venue's stamp over the range, with the
 * venue's id, so the group's report is recomputed when any one venue's figures may have changed.
 */
export async function findGroupStamp(executor: Executor, range: GroupRange): Promise<string> {
  const stamps = await Promise.all(
    range.venueIds.map(async (venueId) => {
      const stamp = await findReportStamp(executor, {
        venueId,
        fromDate: range.fromDate,
        toDate: range.toDate,
      });
      return `${venueId}:${stamp}`;
    }),
  );
  return stamps.join(',');
}
