/**
 * Reading one order in the API's shape (Order: docs/PRODUCT.md#data-order): a hot read (ARCHITECTURE budgets), so it
 * is one prepared statement and one round trip: the order, its station (with the caller's visibility rule), supplier,
 * people and items, assembled as JSON by PostgreSQL.
 */
import type { Order } from '@/domain/orders/orders.schemas';
import type { Database } from '@/server/db/client';
import { prepared, runPrepared } from '@/server/db/prepared';
import { stationVisibility } from '@/domain/stations/station-visibility';
import type { VenueCaller } from '@/server/types';
import { visibleStationSql } from '@/server/shared/station-visibility';

/** ISO 8601 in UTC with milliseconds, like Date.toISOString(). */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The JSON of a supplier, or null. */
export const supplierJsonSql = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name,
    'isMarket', ${alias}.is_market, 'deleted', ${alias}.deleted_at is not null) end`;

/** `{"name": …}` of a person, or null. */
export const personJsonSql = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('name', ${alias}.name) end`;

/** A NUMERIC amount as the API writes it: shortest decimal text ("2.500" -> "2.5"), like normalizeAmount. */
export const amountSql = (column: string) => `trim_scale(${column})::text`;

/**
 * The order exactly as the API answers it (OrderSchema), built by PostgreSQL; the hot route sends this text as it
 * is (no parse, no re-serialisation), and tests hold it to OrderSchema.
 */
const ORDER_DETAIL = prepared<{ isCustom: boolean; body: string }>(
  'order_detail_v4',
  `select o.is_custom as "isCustom", json_build_object(
    'id', o.id,
    'order_number', o.order_number,
    'deadline', o.deadline::text,
    'status', o.status,
    -- A warehouse (custom) order has no supplier; its market supplier is named separately (docs/PRODUCT.md#data-order).
    'supplier', case when o.is_custom then null else ${supplierJsonSql('sup')} end,
    'marketSupplier', case when o.is_custom then ${supplierJsonSql('sup')} else null end,
    'department', json_build_object('id', s.id, 'name', s.name, 'isWarehouse', s.is_warehouse),
    'products', coalesce((
      select json_agg(json_build_object(
        'id', i.id, 'articleId', i.article_id, 'name', i.name, 'amount', ${amountSql('i.amount')}, 'unit', i.unit,
        'note', i.note, 'status', i.status, 'deliveredAmount', ${amountSql('i.delivered_amount')},
        'notDeliveredReason', i.not_delivered_reason, 'receiveNote', i.receive_note,
        'move_to_order_id', i.move_to_order_id, 'unitPrice', i.unit_price::text, 'paidPrice', i.paid_price::text,
        -- lineValue in src/domain/prices/money.ts: amount x price, rounded to a cent.
        'lineValue', round(i.amount * i.unit_price, 2)::text) order by i.position, i.id)
      from order_items i where i.order_id = o.id), '[]'::json),
    'total', (select sum(round(i.amount * i.unit_price, 2))::text from order_items i where i.order_id = o.id),
    'currency', v.currency,
    'priceTolerance', v.price_tolerance::text,
    'orderNote', o.order_note,
    'receivingNote', o.receiving_note,
    'paymentMethod', o.payment_method,
    'supplierContactId', o.supplier_contact_id,
    'supplierContactNumber', o.supplier_contact_number,
    'createdBy', ${personJsonSql('cb')},
    'createdAt', ${isoSql('o.created_at')},
    'lastUpdatedBy', ${personJsonSql('lu')},
    'lastUpdatedAt', ${isoSql('o.last_updated_at')},
    'sentBy', ${personJsonSql('sb')},
    'sentAt', ${isoSql('o.sent_at')},
    'isCustomOrder', o.is_custom,
    'newOrderId', o.new_order_id,
    'hasShortfall', o.has_shortfall,
    'version', o.version
  )::text as body
  from orders o
  join stations s on s.id = o.station_id
  join venues v on v.id = o.venue_id
  left join suppliers sup on sup.id = o.supplier_id
  left join users cb on cb.id = o.created_by_id
  left join users lu on lu.id = o.last_updated_by_id
  left join users sb on sb.id = o.sent_by_id
  where o.id = $1 and o.venue_id = $2 and ${visibleStationSql('s', { venue: '$2', user: '$3', visibility: '$4' })}`,
);

/** The order's API JSON text, if it exists in the caller's venue and station visibility. */
export async function loadOrderJson(
  db: Database,
  caller: VenueCaller,
  orderId: number,
): Promise<{ isCustom: boolean; body: string } | undefined> {
  const [row] = await runPrepared(db, ORDER_DETAIL, [
    orderId,
    caller.venueId,
    caller.userId,
    stationVisibility(caller.role),
  ]);
  return row;
}

/** The order as an object (use cases that answer with the order after changing it). */
export async function loadOrder(
  db: Database,
  caller: VenueCaller,
  orderId: number,
): Promise<Order | undefined> {
  const row = await loadOrderJson(db, caller, orderId);
  return row ? (JSON.parse(row.body) as Order) : undefined;
}
