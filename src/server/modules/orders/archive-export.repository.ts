/**
 * The rows of the archive's export (src/domain/orders/archive-export.ts): the venue's delivered orders of a date
 * range over the caller's visible stations, as the archive lists them (orders_venue_status_deadline_idx), and their
 * lines. Two reads over the same filter, so neither repeats the other's columns per row.
 */
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Unit } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { orderItems, orders, stations, suppliers, users, venues } from '@/server/db/schema';

export interface ExportFilter {
  venueId: number;
  stationIds: readonly number[];
  supplierId?: number | undefined;
  from: string;
  to: string;
}

export interface ExportOrderRow {
  id: number;
  orderNumber: string;
  deadline: string;
  station: string;
  supplier: string | null;
  createdBy: string | null;
  sentAt: Date | null;
  receivedAt: Date;
  orderNote: string;
  receivingNote: string;
}

export interface ExportLineRow {
  orderId: number;
  name: string;
  unit: Unit;
  amount: string;
  deliveredAmount: string | null;
  unitPrice: string | null;
  paidPrice: string | null;
  receiveNote: string;
}

function conditions(filter: ExportFilter): SQL[] {
  const where = [
    eq(orders.venueId, filter.venueId),
    eq(orders.status, 'COMPLETED'),
    inArray(orders.stationId, [...filter.stationIds]),
    gte(orders.deadline, filter.from),
    lte(orders.deadline, filter.to),
  ];
  if (filter.supplierId !== undefined) where.push(eq(orders.supplierId, filter.supplierId));
  return where;
}

const creators = alias(users, 'creators');

export async function listExportOrders(executor: Executor, filter: ExportFilter): Promise<ExportOrderRow[]> {
  return executor
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      deadline: orders.deadline,
      station: stations.name,
      supplier: suppliers.name,
      createdBy: creators.name,
      sentAt: orders.sentAt,
      // A completed order's receipt: completed_at, or its last change for orders completed before that column.
      receivedAt: orders.lastUpdatedAt,
      completedAt: orders.completedAt,
      orderNote: orders.orderNote,
      receivingNote: orders.receivingNote,
    })
    .from(orders)
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .leftJoin(creators, eq(creators.id, orders.createdById))
    .where(and(...conditions(filter)))
    .orderBy(asc(orders.deadline), asc(orders.id))
    .then((rows) =>
      rows.map(({ completedAt, receivedAt, ...row }) => ({ ...row, receivedAt: completedAt ?? receivedAt })),
    );
}

export async function listExportLines(executor: Executor, filter: ExportFilter): Promise<ExportLineRow[]> {
  return executor
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      unit: orderItems.unit,
      amount: orderItems.amount,
      deliveredAmount: orderItems.deliveredAmount,
      unitPrice: orderItems.unitPrice,
      paidPrice: orderItems.paidPrice,
      receiveNote: orderItems.receiveNote,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.venueId, orderItems.venueId), eq(orders.id, orderItems.orderId)))
    .where(and(eq(orderItems.venueId, filter.venueId), ...conditions(filter)))
    .orderBy(asc(orders.deadline), asc(orders.id), asc(orderItems.position), asc(orderItems.id));
}

/** The venue's currency, in which every price of its orders is (docs/PRODUCT.md#prices). */
export async function findVenueCurrency(executor: Executor, venueId: number): Promise<string | undefined> {
  const [row] = await executor
    .select({ currency: venues.currency })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row?.currency;
}
