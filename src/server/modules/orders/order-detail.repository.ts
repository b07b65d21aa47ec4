/**
 * Reading one order in the API's shape (SPEC §3 Order): a hot read (ARCHITECTURE budgets), so it is one prepared
 * statement and one round trip: the order, its station (with the caller's visibility rule), supplier, people and
 * items, assembled as JSON by PostgreSQL.
 */
import { normalizeAmount } from '../../../domain/orders/amount';
import { itemHasShortfall } from '../../../domain/orders/order-rules';
import type { Order, OrderItem } from '../../../domain/orders/order-schemas';
import type { OrderStatus, PaymentMethod } from '../../../domain/shared/enums';
import type { Database } from '../../db/client';
import { prepared, runPrepared } from '../../db/prepared';
import { seesAllStations, type VenueCaller, visibleStationSql } from '../stations/station-access';

/** ISO 8601 in UTC with milliseconds, like Date.toISOString(). */
export const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The JSON of a supplier, or null. */
export const supplierJsonSql = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name,
    'isMarket', ${alias}.is_market, 'deleted', ${alias}.deleted_at is not null) end`;

interface OrderJson {
  id: number;
  order_number: string;
  deadline: string;
  status: OrderStatus;
  isCustom: boolean;
  station: Order['department'];
  supplier: Order['supplier'];
  orderNote: string;
  receivingNote: string;
  paymentMethod: PaymentMethod | null;
  supplierContactId: number | null;
  supplierContactNumber: string | null;
  createdBy: string | null;
  createdAt: string;
  lastUpdatedBy: string | null;
  lastUpdatedAt: string;
  sentBy: string | null;
  sentAt: string | null;
  newOrderId: number | null;
  version: number;
  products: OrderItem[];
}

const ORDER_DETAIL = prepared<{ order: OrderJson }>(
  'order_detail_v1',
  `select json_build_object(
    'id', o.id,
    'order_number', o.order_number,
    'deadline', o.deadline::text,
    'status', o.status,
    'isCustom', o.is_custom,
    'station', json_build_object('id', s.id, 'name', s.name, 'isWarehouse', s.is_warehouse),
    'supplier', ${supplierJsonSql('sup')},
    'orderNote', o.order_note,
    'receivingNote', o.receiving_note,
    'paymentMethod', o.payment_method,
    'supplierContactId', o.supplier_contact_id,
    'supplierContactNumber', o.supplier_contact_number,
    'createdBy', cb.name,
    'createdAt', ${isoSql('o.created_at')},
    'lastUpdatedBy', lu.name,
    'lastUpdatedAt', ${isoSql('o.last_updated_at')},
    'sentBy', sb.name,
    'sentAt', ${isoSql('o.sent_at')},
    'newOrderId', o.new_order_id,
    'version', o.version,
    'products', coalesce((
      select json_agg(json_build_object(
        'id', i.id, 'articleId', i.article_id, 'name', i.name, 'amount', i.amount::text, 'unit', i.unit,
        'note', i.note, 'status', i.status, 'deliveredAmount', i.delivered_amount::text,
        'notDeliveredReason', i.not_delivered_reason, 'receiveNote', i.receive_note,
        'move_to_order_id', i.move_to_order_id) order by i.position, i.id)
      from order_items i where i.order_id = o.id), '[]'::json)
  ) as "order"
  from orders o
  join stations s on s.id = o.station_id
  left join suppliers sup on sup.id = o.supplier_id
  left join users cb on cb.id = o.created_by_id
  left join users lu on lu.id = o.last_updated_by_id
  left join users sb on sb.id = o.sent_by_id
  where o.id = $1 and o.venue_id = $2 and ${visibleStationSql('s', { venue: '$2', user: '$3', seesAll: '$4' })}`,
);

const person = (name: string | null) => (name === null ? null : { name });

/** The order if it exists in the caller's venue and station visibility; undefined otherwise. */
export async function loadOrder(db: Database, caller: VenueCaller, orderId: number): Promise<Order | undefined> {
  const [row] = await runPrepared(db, ORDER_DETAIL, [orderId, caller.venueId, caller.userId, seesAllStations(caller)]);
  if (!row) return undefined;
  const order = row.order;
  const products = order.products.map((item) => ({
    ...item,
    amount: normalizeAmount(item.amount),
    deliveredAmount: item.deliveredAmount === null ? null : normalizeAmount(item.deliveredAmount),
  }));
  return {
    id: order.id,
    order_number: order.order_number,
    deadline: order.deadline,
    status: order.status,
    // SPEC §3: a warehouse (custom) order has no supplier; its market supplier is named separately.
    supplier: order.isCustom ? null : order.supplier,
    marketSupplier: order.isCustom ? order.supplier : null,
    department: order.station,
    products,
    orderNote: order.orderNote,
    receivingNote: order.receivingNote,
    paymentMethod: order.paymentMethod,
    supplierContactId: order.supplierContactId,
    supplierContactNumber: order.supplierContactNumber,
    createdBy: person(order.createdBy),
    createdAt: order.createdAt,
    lastUpdatedBy: person(order.lastUpdatedBy),
    lastUpdatedAt: order.lastUpdatedAt,
    sentBy: person(order.sentBy),
    sentAt: order.sentAt,
    isCustomOrder: order.isCustom,
    newOrderId: order.newOrderId,
    hasShortfall: products.some(itemHasShortfall),
    version: order.version,
  };
}
