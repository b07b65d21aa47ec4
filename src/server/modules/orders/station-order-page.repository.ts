/**
 * The current-orders page of a station (GET /orders/all/{departmentId}: docs/PRODUCT.md#api-orders): a hot read
 * (ARCHITECTURE budgets), so one prepared statement does it all: the station with the caller's visibility rule, one
 * page of its orders newest deadline first (the list indexes), and the total: from the counters normally, counted
 * directly only for the merge lookup's single delivery date (a bounded set). Item counts and shortfalls are the
 * trigger-kept summaries on orders (migration order_summaries_triggers).
 */
import { ORDER_STATUSES, type OrderStatus } from '@/domain/shared/enums';
import type { Database } from '@/server/db/client';
import { prepared, runPrepared } from '@/server/db/prepared';
import { stationVisibility } from '@/domain/stations/station-visibility';
import type { VenueCaller } from '@/server/types';
import { isoSql, supplierJsonSql } from './order-detail.repository';
import { visibleStationSql } from '@/server/shared/station-visibility';

interface PageRow {
  found: boolean;
  /** The API's { orders, count } as JSON text. */
  body: string;
}

/**
 * The statement for one filter combination, with placeholders only for the values it uses. Optional filters are
 * separate variants rather than "$n is null or …": PostgreSQL plans a prepared statement once for all values, and
 * with such an "or" that plan cannot use the status as an index condition and walks the station's whole history.
 * Values: $1 venue, $2 station, $3 user, $4 the station visibility (text), $5 custom, then the supplier and the date when
 * filtered, then limit and offset.
 */
function pageStatement(
  bySupplier: boolean,
  byDeadline: boolean,
  statuses: readonly OrderStatus[],
  notOpened = false,
  rejected: RejectedFilter = 'any',
) {
  // Statuses are part of the text, not a parameter: with "status = any($n)" the once-made plan does not use the
  // status as an index condition either. They are validated enum values (never user text).
  if (!statuses.every((status) => (ORDER_STATUSES as readonly string[]).includes(status))) {
    throw new Error(`Unknown order status in ${statuses.join(',')}`);
  }
  const statusList = statuses.map((status) => `'${status}'`).join(', ');
  const supplier = bySupplier ? '$6' : null;
  const deadline = byDeadline ? `$${bySupplier ? 7 : 6}::date` : null;
  const firstPaging = 6 + Number(bySupplier) + Number(byDeadline);
  const limit = `$${firstPaging}`;
  const offset = `$${firstPaging + 1}`;
  const filters = [
    supplier ? `and o.supplier_id = ${supplier}` : '',
    deadline ? `and o.deadline = ${deadline}` : '',
    // Sent orders the supplier has not opened (an answer row exists from the first opening on)
    // (docs/PRODUCT.md#not-opened-filter).
    notOpened
      ? `and o.sent_at is not null and not o.is_custom and not exists (
          select 1 from order_supplier_answers a where a.venue_id = o.venue_id and a.order_id = o.id)`
      : '',
    rejected === 'any' ? '' : `and ${rejected === 'without' ? 'not ' : ''}(${REJECTED_SQL})`,
  ].join(' ');
  const total =
    deadline || notOpened || rejected !== 'any'
      ? `(select count(*)::int from orders o
        where o.venue_id = $1 and o.station_id = (select id from st) and o.is_custom = $5
          and o.status in (${statusList}) ${filters})`
      : supplier
        ? `(select coalesce(sum(c.count), 0)::int from order_counters c
          where c.venue_id = $1 and c.station_id = (select id from st) and c.is_custom = $5
            and c.status in (${statusList}) and c.supplier_id = ${supplier})`
        : `(select coalesce(sum(c.count), 0)::int from station_order_counters c
          where c.venue_id = $1 and c.station_id = (select id from st) and c.is_custom = $5
            and c.status in (${statusList}))`;
  return prepared<PageRow>(
    `station_order_page_v10_${bySupplier ? 's' : 'x'}${byDeadline ? 'd' : 'x'}${notOpened ? 'n' : 'x'}${rejected[0]}_${statuses.join('_').toLowerCase()}`,
    `with st as (
      select s.id, s.name, s.is_warehouse from stations s
      where s.id = $2 and ${visibleStationSql('s', { venue: '$1', user: '$3', visibility: '$4' })}
    ), page as (
      select o.* from orders o
      where o.venue_id = $1 and o.station_id = (select id from st) and o.is_custom = $5
        and o.status in (${statusList}) ${filters}
      -- "nulls last" as in the indexes (drizzle's desc()), so the index order is the page order: no sort.
      order by o.deadline desc nulls last, o.id desc nulls last
      limit ${limit} offset ${offset}
    )
    select
      exists (select 1 from st) as found,
      json_build_object(
        'orders', coalesce((
          select json_agg(json_build_object(
            'id', p.id,
            'order_number', p.order_number,
            'deadline', p.deadline::text,
            'status', p.status,
            -- A warehouse order names no supplier; its market supplier is given separately
            -- (docs/PRODUCT.md#data-order).
            'supplier', case when p.is_custom then null else ${supplierJsonSql('sup')} end,
            'marketSupplier', case when p.is_custom then ${supplierJsonSql('sup')} else null end,
            'department', (select json_build_object('id', id, 'name', name, 'isWarehouse', is_warehouse) from st),
            'supplierContactNumber', p.supplier_contact_number,
            'isCustomOrder', p.is_custom,
            'newOrderId', p.new_order_id,
            'hasShortfall', p.has_shortfall,
            'itemsCount', p.items_count,
            'createdAt', ${isoSql('p.created_at')},
            'sentAt', ${isoSql('p.sent_at')},
            -- The supplier's side of a sent order; one primary-key lookup per row of the page
            -- (docs/PRODUCT.md#supplier-side).
            'supplierState', case when p.sent_at is null or p.is_custom then null else coalesce((
              select case a.decision when 'CONFIRMED' then 'confirmed'
                when 'CONFIRMED_WITH_CHANGES' then 'confirmed_with_changes'
                when 'REJECTED' then 'rejected' else 'opened' end
              from order_supplier_answers a where a.venue_id = p.venue_id and a.order_id = p.id), 'sent') end
          ) order by p.deadline desc, p.id desc)
          from page p left join suppliers sup on sup.id = p.supplier_id), '[]'::json),
        'count', ${total}
      )::text as body`,
  );
}

type RejectedFilter = 'any' | 'only' | 'without';

/**
 * docs/PRODUCT.md#rejected-orders: an order the supplier rejected while nothing of it was received yet. Once the
 * venue receives any of it (incomplete or delivered), it is an ordinary order again.
 */
const REJECTED_SQL = `o.status = 'IN_PROGRESS' and exists (
  select 1 from order_supplier_answers a where a.venue_id = o.venue_id and a.order_id = o.id
    and a.decision = 'REJECTED')`;

const statements = new Map<string, ReturnType<typeof pageStatement>>();

function statementFor(
  bySupplier: boolean,
  byDeadline: boolean,
  statuses: readonly OrderStatus[],
  notOpened: boolean,
  rejected: RejectedFilter,
) {
  const sorted = [...new Set(statuses)].sort();
  const key = `${bySupplier}:${byDeadline}:${notOpened}:${rejected}:${sorted.join(',')}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = pageStatement(bySupplier, byDeadline, sorted, notOpened, rejected);
    statements.set(key, statement);
  }
  return statement;
}

export interface StationOrderPageQuery {
  stationId: number;
  isCustom: boolean;
  statuses: readonly OrderStatus[];
  supplierId?: number | undefined;
  deadline?: string | undefined;
  /** Only sent orders whose supplier has not opened the link (docs/PRODUCT.md#not-opened-filter). */
  notOpened?: boolean | undefined;
  /** docs/PRODUCT.md#rejected-orders: true only the rejected orders nothing was received of, false all but them. */
  rejected?: boolean | undefined;
  limit: number;
  offset: number;
}

/** The page as the API's JSON text, or undefined when the station does not exist or the caller may not see it. */
export async function stationOrderPage(
  db: Database,
  caller: VenueCaller,
  query: StationOrderPageQuery,
): Promise<string | undefined> {
  const statement = statementFor(
    query.supplierId !== undefined,
    query.deadline !== undefined,
    query.statuses,
    query.notOpened === true,
    query.rejected === undefined ? 'any' : query.rejected ? 'only' : 'without',
  );
  const [row] = await runPrepared(db, statement, [
    caller.venueId,
    query.stationId,
    caller.userId,
    stationVisibility(caller.role),
    query.isCustom,
    ...(query.supplierId === undefined ? [] : [query.supplierId]),
    ...(query.deadline === undefined ? [] : [query.deadline]),
    query.limit,
    query.offset,
  ]);
  return row?.found ? row.body : undefined;
}
