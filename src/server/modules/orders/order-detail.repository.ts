/** Reading one order in the API's shape (SPEC §3 Order): two queries, the order with its names, then its items. */
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizeAmount } from '../../../domain/orders/amount';
import { itemHasShortfall } from '../../../domain/orders/order-rules';
import type { Order } from '../../../domain/orders/order-schemas';
import type { Executor } from '../../db/client';
import { orders, stations, suppliers, users } from '../../db/schema';
import { orderItemsOf } from './orders.repository';

const createdBy = alias(users, 'created_by');
const lastUpdatedBy = alias(users, 'last_updated_by');
const sentBy = alias(users, 'sent_by');

const person = (name: string | null) => (name === null ? null : { name });

export async function loadOrder(executor: Executor, venueId: number, orderId: number): Promise<Order | undefined> {
  const [row] = await executor
    .select({
      order: orders,
      station: { id: stations.id, name: stations.name, isWarehouse: stations.isWarehouse },
      supplier: { id: suppliers.id, name: suppliers.name, isMarket: suppliers.isMarket, deletedAt: suppliers.deletedAt },
      createdBy: createdBy.name,
      lastUpdatedBy: lastUpdatedBy.name,
      sentBy: sentBy.name,
    })
    .from(orders)
    .innerJoin(stations, eq(stations.id, orders.stationId))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .leftJoin(createdBy, eq(createdBy.id, orders.createdById))
    .leftJoin(lastUpdatedBy, eq(lastUpdatedBy.id, orders.lastUpdatedById))
    .leftJoin(sentBy, eq(sentBy.id, orders.sentById))
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
  if (!row) return undefined;
  const items = await orderItemsOf(executor, venueId, orderId);
  const { order } = row;
  const supplier = row.supplier
    ? { id: row.supplier.id, name: row.supplier.name, isMarket: row.supplier.isMarket, deleted: row.supplier.deletedAt !== null }
    : null;
  const products = items.map((item) => ({
    id: item.id,
    articleId: item.articleId,
    name: item.name,
    amount: normalizeAmount(item.amount),
    unit: item.unit,
    note: item.note,
    status: item.status,
    deliveredAmount: item.deliveredAmount === null ? null : normalizeAmount(item.deliveredAmount),
    notDeliveredReason: item.notDeliveredReason,
    receiveNote: item.receiveNote,
    move_to_order_id: item.moveToOrderId,
  }));
  return {
    id: order.id,
    order_number: order.orderNumber,
    deadline: order.deadline,
    status: order.status,
    // SPEC §3: a warehouse (custom) order has no supplier; its market supplier is named separately.
    supplier: order.isCustom ? null : supplier,
    marketSupplier: order.isCustom ? supplier : null,
    department: row.station,
    products,
    orderNote: order.orderNote,
    receivingNote: order.receivingNote,
    paymentMethod: order.paymentMethod,
    supplierContactId: order.supplierContactId,
    supplierContactNumber: order.supplierContactNumber,
    createdBy: person(row.createdBy),
    createdAt: order.createdAt.toISOString(),
    lastUpdatedBy: person(row.lastUpdatedBy),
    lastUpdatedAt: order.lastUpdatedAt.toISOString(),
    sentBy: person(row.sentBy),
    sentAt: order.sentAt?.toISOString() ?? null,
    isCustomOrder: order.isCustom,
    newOrderId: order.newOrderId,
    hasShortfall: products.some(itemHasShortfall),
    version: order.version,
  };
}
