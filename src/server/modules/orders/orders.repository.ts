/**
 * Order queries. Every function takes the caller's venue first and filters by it, so an order of another venue
 * is simply not found.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { NotDeliveredReason, PaymentMethod, Unit } from '../../../domain/shared/enums';
import type { Executor } from '../../db/client';
import {
  articles,
  orderItems,
  orders,
  stations,
  supplierContacts,
  suppliers,
  users,
  venues,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The order, locked for the rest of the transaction: concurrent writers of one order queue up here. */
export async function lockOrder(
  tx: Executor,
  venueId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)))
    .for('update');
  return row;
}

export async function orderItemsOf(
  executor: Executor,
  venueId: number,
  orderId: number,
): Promise<OrderItemRow[]> {
  return executor
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.venueId, venueId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

export interface OrderableArticle {
  id: number;
  name: string;
  unit: Unit;
}

/**
 * The articles among `articleIds` that may be ordered from the supplier by this venue: the supplier's catalogue
 * or the venue's own articles, not deleted, enabled.
 */
export async function orderableArticles(
  executor: Executor,
  venueId: number,
  supplierId: number,
  articleIds: readonly number[],
): Promise<Map<number, OrderableArticle>> {
  if (articleIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: articles.id, name: articles.name, unit: articles.unit })
    .from(articles)
    .where(
      and(
        inArray(articles.id, [...articleIds]),
        eq(articles.supplierId, supplierId),
        or(isNull(articles.venueId), eq(articles.venueId, venueId)),
        isNull(articles.deletedAt),
        eq(articles.enabled, true),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The venue's next running number, in its own short statement: the venue row is locked only for that statement,
 * not for the whole order-creating transaction, so people ordering at the same time do not wait for each other.
 * A number taken by a request that then fails is simply skipped: numbers are unique, not gapless.
 */
export async function nextOrderSequence(executor: Executor, venueId: number): Promise<number> {
  const [row] = await executor
    .update(venues)
    .set({ orderSequence: sql`${venues.orderSequence} + 1` })
    .where(eq(venues.id, venueId))
    .returning({ sequence: venues.orderSequence });
  if (!row) throw new Error(`Venue ${venueId} vanished`);
  return row.sequence;
}

export interface NewOrder {
  venueId: number;
  stationId: number;
  supplierId: number;
  isCustom: boolean;
  orderNumber: string;
  deadline: string;
  orderNote: string;
  paymentMethod: PaymentMethod | null;
  userId: number;
  sourceOrderId?: number | null;
  now: Date;
}

export async function insertOrder(tx: Executor, order: NewOrder): Promise<number> {
  const [row] = await tx
    .insert(orders)
    .values({
      venueId: order.venueId,
      stationId: order.stationId,
      supplierId: order.supplierId,
      isCustom: order.isCustom,
      orderNumber: order.orderNumber,
      status: 'OPEN',
      deadline: order.deadline,
      orderNote: order.orderNote,
      paymentMethod: order.paymentMethod,
      createdById: order.userId,
      createdAt: order.now,
      lastUpdatedById: order.userId,
      lastUpdatedAt: order.now,
      sourceOrderId: order.sourceOrderId ?? null,
    })
    .returning({ id: orders.id });
  return row!.id;
}

export interface ItemLine {
  articleId: number;
  name: string;
  unit: Unit;
  amount: string;
  note: string;
  movedFromItemId?: number | null;
}

function itemRow(venueId: number, orderId: number, line: ItemLine, position: number) {
  return {
    venueId,
    orderId,
    articleId: line.articleId,
    name: line.name,
    unit: line.unit,
    amount: line.amount,
    note: line.note,
    position,
    movedFromItemId: line.movedFromItemId ?? null,
  };
}

export async function insertItems(
  tx: Executor,
  venueId: number,
  orderId: number,
  lines: readonly ItemLine[],
) {
  if (lines.length === 0) return;
  await tx.insert(orderItems).values(lines.map((line, index) => itemRow(venueId, orderId, line, index)));
}

/**
 * Makes the order's items exactly `lines` (by article): existing items keep their id, new articles are added,
 * missing ones removed. Positions follow the order of `lines`.
 */
export async function replaceItems(
  tx: Executor,
  venueId: number,
  orderId: number,
  lines: readonly ItemLine[],
) {
  const existing = await orderItemsOf(tx, venueId, orderId);
  const byArticle = new Map(existing.map((item) => [item.articleId, item]));
  const wanted = new Set(lines.map((line) => line.articleId));
  const removed = existing.filter((item) => !wanted.has(item.articleId)).map((item) => item.id);
  if (removed.length > 0) {
    await tx
      .delete(orderItems)
      .where(
        and(
          eq(orderItems.venueId, venueId),
          eq(orderItems.orderId, orderId),
          inArray(orderItems.id, removed),
        ),
      );
  }

  const added: ReturnType<typeof itemRow>[] = [];
  for (const [position, line] of lines.entries()) {
    const current = byArticle.get(line.articleId);
    if (!current) {
      added.push(itemRow(venueId, orderId, line, position));
      continue;
    }
    await tx
      .update(orderItems)
      .set({ amount: line.amount, note: line.note, position, updatedAt: sql`now()` })
      .where(and(eq(orderItems.venueId, venueId), eq(orderItems.id, current.id)));
  }
  if (added.length > 0) await tx.insert(orderItems).values(added);
}

export async function updateOrder(
  tx: Executor,
  venueId: number,
  orderId: number,
  changes: Partial<typeof orders.$inferInsert> & { lastUpdatedById: number; lastUpdatedAt: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...changes, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
}

/** Undo of a merge (issue 10): the last-change fields as they were before it; the version still moves on. */
export async function restoreLastChange(
  tx: Executor,
  venueId: number,
  orderId: number,
  before: { lastUpdatedById: number | null; lastUpdatedAt: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...before, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
}

export async function deleteOrder(tx: Executor, venueId: number, orderId: number): Promise<void> {
  await tx.delete(orders).where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
}

export async function deleteItem(tx: Executor, venueId: number, itemId: number): Promise<void> {
  await tx.delete(orderItems).where(and(eq(orderItems.venueId, venueId), eq(orderItems.id, itemId)));
}

export async function findItem(
  executor: Executor,
  venueId: number,
  itemId: number,
): Promise<OrderItemRow | undefined> {
  const [row] = await executor
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.venueId, venueId), eq(orderItems.id, itemId)));
  return row;
}

export interface ItemResolution {
  id: number;
  status: OrderItemRow['status'];
  deliveredAmount: string | null;
  notDeliveredReason: NotDeliveredReason | null;
  receiveNote: string;
  moveToOrderId?: number | null;
}

/** All of a receipt's item outcomes in one statement. */
export async function resolveItems(
  tx: Executor,
  venueId: number,
  resolutions: readonly ItemResolution[],
): Promise<void> {
  if (resolutions.length === 0) return;
  const rows = sql.join(
    resolutions.map(
      (r) =>
        sql`(${r.id}::int, ${r.status}::text, ${r.deliveredAmount}::numeric, ${r.notDeliveredReason}::text, ${r.receiveNote}::text, ${r.moveToOrderId ?? null}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${orderItems} as i
    set status = v.status, delivered_amount = v.delivered_amount, not_delivered_reason = v.reason,
        receive_note = v.receive_note, move_to_order_id = v.move_to_order_id, updated_at = now()
    from (values ${rows}) as v(id, status, delivered_amount, reason, receive_note, move_to_order_id)
    where i.id = v.id and i.venue_id = ${venueId}`);
}

export interface Contact {
  id: number;
  name: string;
  phone: string;
  email: string;
}

/** A contact of the venue at that supplier. */
export async function supplierContact(
  executor: Executor,
  venueId: number,
  supplierId: number,
  contactId: number,
): Promise<Contact | undefined> {
  const [row] = await executor
    .select({
      id: supplierContacts.id,
      name: supplierContacts.name,
      phone: supplierContacts.phone,
      email: supplierContacts.email,
    })
    .from(supplierContacts)
    .where(
      and(
        eq(supplierContacts.venueId, venueId),
        eq(supplierContacts.supplierId, supplierId),
        eq(supplierContacts.id, contactId),
        isNull(supplierContacts.deletedAt),
      ),
    );
  return row;
}

/** What the shortfall mail names besides the order: its venue, station and supplier, the receiver, the new order. */
export interface ShortfallMailFacts {
  venueName: string;
  stationName: string;
  supplierName: string;
  receivedBy: string;
  newOrderNumber: string | null;
}

export async function findShortfallMailFacts(
  executor: Executor,
  venueId: number,
  ids: { orderId: number; receivedById: number; newOrderId: number | undefined },
): Promise<ShortfallMailFacts> {
  const [row] = await executor
    .select({
      venueName: venues.name,
      stationName: stations.name,
      supplierName: suppliers.name,
      receivedBy: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${ids.receivedById} and ${users.venueId} = ${venueId})`,
      newOrderNumber: sql<
        string | null
      >`(select o2.order_number from ${orders} o2 where o2.venue_id = ${venueId} and o2.id = ${ids.newOrderId ?? null})`,
    })
    .from(orders)
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .innerJoin(stations, and(eq(stations.id, orders.stationId), eq(stations.venueId, venueId)))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(and(eq(orders.venueId, venueId), eq(orders.id, ids.orderId)));
  return {
    venueName: row?.venueName ?? '',
    stationName: row?.stationName ?? '',
    supplierName: row?.supplierName ?? '',
    receivedBy: row?.receivedBy ?? '',
    newOrderNumber: row?.newOrderNumber ?? null,
  };
}
