/**
 * The counted order lines of a report as SQL, following the rule in src/domain/reports/report-arithmetic.ts:
 * sent orders only, moved lines left out (they count on the order that received them), delivered = the delivered
 * amount of a (partly) delivered line, value = delivered x the line's price rounded per line: the price paid, else
 * the price stored when it was ordered, else (lines ordered before prices were stored, docs/PRODUCT.md#prices) today's
 * station price, else catalogue price.
 * Every query starts from the venue's orders in the deadline range (index orders_venue_status_deadline_idx).
 */
import { sql, type SQL } from 'drizzle-orm';
import { DELIVERED_ITEM_STATUSES, REPORTED_ORDER_STATUSES } from '@/domain/reports/report-arithmetic';

export interface ReportScope {
  venueId: number;
  stationId?: number | undefined;
  categoryId?: number | undefined;
  /** Inclusive deadline range, venue calendar days YYYY-MM-DD. */
  fromDate: string;
  toDate: string;
  /** Part of the article name; empty for all. */
  search?: string | undefined;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** `delivered` of one line (i = order_items). */
export const deliveredSql = sql`case when i.status in (${list(DELIVERED_ITEM_STATUSES)})
  then coalesce(i.delivered_amount, i.amount) else 0 end`;

/**
 * Every line of the scope's sent orders, moved ones included (`moved`), with its figures. Columns: order_id,
 * supplier_id, order_status, deadline, completed_at, article_id, name, unit, category_id, status, reason, amount,
 * delivered, value, moved.
 */
export function scopedLines(scope: ReportScope): SQL {
  const search = scope.search ?? '';
  return sql`
    select o.id as order_id, o.supplier_id, o.status as order_status, o.deadline, o.completed_at,
      i.article_id, a.name, a.unit, a.category_id, i.status, i.not_delivered_reason as reason,
      i.amount, ${deliveredSql} as delivered,
      round((${deliveredSql}) * coalesce(i.paid_price, i.unit_price, sas.price, a.default_price), 2) as value,
      i.status = 'MOVE_TO_NEW' as moved, i.unit_price as ordered_price, i.paid_price
    from orders o
    join order_items i on i.venue_id = o.venue_id and i.order_id = o.id
    join articles a on a.id = i.article_id
    left join station_article_settings sas on sas.station_id = o.station_id and sas.article_id = i.article_id
    where o.venue_id = ${scope.venueId}
      and o.status in (${list(REPORTED_ORDER_STATUSES)})
      and o.deadline between ${scope.fromDate}::date and ${scope.toDate}::date
      ${scope.stationId === undefined ? sql`` : sql`and o.station_id = ${scope.stationId}`}
      ${scope.categoryId === undefined ? sql`` : sql`and a.category_id = ${scope.categoryId}`}
      ${search === '' ? sql`` : sql`and strpos(lower(a.name), lower(${search})) > 0`}`;
}
