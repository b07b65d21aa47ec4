/**
 * HAND-WRITTEN SQL (docs/ARCHITECTURE.md, "When SQL is written by hand"): a venue's paid prices, read where the
 * receipt wrote them (order_items.paid_price, dated by the item's update at the receipt: receive-order.statement.ts
 * "resolved"), with no copy of its own. Every query is scoped by the caller's venue and served by the partial
 * indexes order_items_paid_article_idx (an article's points) and order_items_paid_received_idx (the last 30 days).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface VenuePriceSettings {
  currency: string;
  tolerance: string;
}

export async function findVenuePriceSettings(
  executor: Executor,
  venueId: number,
): Promise<VenuePriceSettings | undefined> {
  const [row] = await queryRows<VenuePriceSettings>(
    executor,
    sql`select currency, price_tolerance::text as tolerance from venues where id = ${venueId}`,
  );
  return row;
}

export interface VenueArticleRow {
  id: number;
  name: string;
  unit: string;
}

/** A catalogue article or the venue's own (deleted ones too: their history stays); undefined for another venue's. */
export async function findVenueArticle(
  executor: Executor,
  venueId: number,
  articleId: number,
): Promise<VenueArticleRow | undefined> {
  const [row] = await queryRows<VenueArticleRow>(
    executor,
    sql`select id, name, unit from articles
      where id = ${articleId} and (venue_id is null or venue_id = ${venueId})`,
  );
  return row;
}

export interface PointRow {
  receivedAt: string;
  supplier: string | null;
  paidPrice: string;
  orderedPrice: string | null;
  orderId: number;
  orderNumber: string;
}

/** The article's newest `limit` points in the venue, oldest first. */
export function findArticlePoints(
  executor: Executor,
  venueId: number,
  articleId: number,
  limit: number,
): Promise<PointRow[]> {
  return queryRows<PointRow>(
    executor,
    sql`select * from (
        select ${iso('oi.updated_at')} as "receivedAt", s.name as supplier, oi.paid_price::text as "paidPrice",
          oi.unit_price::text as "orderedPrice", o.id as "orderId", o.order_number as "orderNumber",
          oi.updated_at as at, oi.id
        from order_items oi
        join orders o on o.venue_id = oi.venue_id and o.id = oi.order_id
        left join suppliers s on s.id = o.supplier_id
        where oi.venue_id = ${venueId} and oi.article_id = ${articleId} and oi.paid_price is not null
        order by oi.updated_at desc, oi.id desc
        limit ${limit}
      ) newest
      order by at, id`,
  );
}

export interface LastTwoRow {
  articleId: number;
  receivedAt: string;
  supplier: string | null;
  paidPrice: string;
  /** The paid price before it, null when it is the first. */
  previousPrice: string | null;
}

/** Per given article with a paid price in the venue: its last paid price and the one before it (any supplier). */
export function findLastTwoPrices(
  executor: Executor,
  venueId: number,
  articleIds: readonly number[],
): Promise<LastTwoRow[]> {
  const ids = sql.join(
    articleIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return queryRows<LastTwoRow>(
    executor,
    sql`with ranked as (
        select oi.article_id, oi.order_id, oi.paid_price, oi.updated_at,
          row_number() over (partition by oi.article_id order by oi.updated_at desc, oi.id desc) as rank
        from order_items oi
        where oi.venue_id = ${venueId} and oi.article_id in (${ids}) and oi.paid_price is not null
      )
      select l.article_id as "articleId", ${iso('l.updated_at')} as "receivedAt", s.name as supplier,
        l.paid_price::text as "paidPrice", p.paid_price::text as "previousPrice"
      from ranked l
      join orders o on o.venue_id = ${venueId} and o.id = l.order_id
      left join suppliers s on s.id = o.supplier_id
      left join ranked p on p.article_id = l.article_id and p.rank = 2
      where l.rank = 1`,
  );
}

export interface RecentChangeRow {
  articleId: number;
  name: string;
  unit: string;
  supplier: string | null;
  previousPrice: string;
  latestPrice: string;
  receivedAt: string;
}

/**
 * Per article and supplier paid in since `since`: the last paid price and the one before it from the same supplier,
 * when it is higher (the domain decides whether beyond the tolerance: price-trend.ts roseOverTolerance).
 */
export function findRecentRises(
  executor: Executor,
  venueId: number,
  since: Date,
): Promise<RecentChangeRow[]> {
  return queryRows<RecentChangeRow>(
    executor,
    sql`with recent as (
        select distinct article_id from order_items
        where venue_id = ${venueId} and paid_price is not null and updated_at >= ${since.toISOString()}::timestamptz
      ),
      ranked as (
        select oi.article_id, o.supplier_id, oi.paid_price, oi.updated_at,
          row_number() over (partition by oi.article_id, o.supplier_id order by oi.updated_at desc, oi.id desc) as rank
        from order_items oi
        join orders o on o.venue_id = oi.venue_id and o.id = oi.order_id
        where oi.venue_id = ${venueId} and oi.paid_price is not null
          and oi.article_id in (select article_id from recent)
      )
      select l.article_id as "articleId", a.name, a.unit, s.name as supplier,
        p.paid_price::text as "previousPrice", l.paid_price::text as "latestPrice",
        ${iso('l.updated_at')} as "receivedAt"
      from ranked l
      join ranked p on p.article_id = l.article_id and p.supplier_id is not distinct from l.supplier_id
        and p.rank = 2
      join articles a on a.id = l.article_id
      left join suppliers s on s.id = l.supplier_id
      where l.rank = 1 and l.updated_at >= ${since.toISOString()}::timestamptz and l.paid_price > p.paid_price`,
  );
}
