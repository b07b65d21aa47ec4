/**
 * Order queries. Every function takes the caller's venue first and filters by it, so an order of another venue
 * is simply not found.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { NotDeliveredReason, PaymentMethod, Unit } from '../../../domain/shared/enums';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/sql';
import {
  articles,
  orderItems,
  orders,
  stations,
  subscriptions,
  supplierContacts,
  suppliers,
  users,
  venues,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/**
 * What creating and sending check besides the order, in one query (decision 0010): the venue's plan, whether a plan
 * change deactivated the station, and whether the user may send orders. `plan` is null when the venue has none.
 */
export async function orderingFacts(
  executor: Executor,
  venueId: number,
  ids: { stationId?: number; userId?: number },
) {
  const [row] = await executor
    .select({
      plan: subscriptions.plan,
      trialEndsAt: subscriptions.trialEndsAt,
      stationDeactivated: sql<boolean>`exists (select 1 from ${stations} where ${stations.venueId} = ${venueId}
        and ${stations.id} = ${ids.stationId ?? null}::int and ${stations.deactivatedAt} is not null)`,
      canSendOrders: sql<boolean>`coalesce((select ${users.canSendOrders} from ${users}
        where ${users.id} = ${ids.userId ?? null}::int and ${users.venueId} = ${venueId}), false)`,
    })
    .from(venues)
    .leftJoin(subscriptions, eq(subscriptions.venueId, venues.id))
    .where(eq(venues.id, venueId));
  return row;
}
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
 * How many of the venue's order numbers a station reserves at once (decision 0010): the venue's counter row is
 * written once per this many orders of a station, so stations ordering at the same time do not wait for each other.
 */
export const ORDER_NUMBER_BLOCK = 20;

/**
 * Gives the station a new block of the venue's numbers when it has none left; otherwise changes nothing (and, run
 * on its own, commits nothing). Called in its own short statement before a transaction that will number an order;
 * a block reserved by a request that then fails, or by two requests at once, is simply skipped: numbers are unique
 * per venue, not gapless. The station's row is locked before the venue's, as a transaction that took a number and
 * reserves inside (takeOrderNumber) holds them: the other order would deadlock.
 */
export async function reserveOrderNumbers(executor: Executor, venueId: number, stationId: number) {
  await executor.execute(sql`
    with used_up as (
      select id from ${stations} where venue_id = ${venueId} and id = ${stationId}
        and order_number_next >= order_number_end
      for update
    ), block as (
      update ${venues} set order_sequence = order_sequence + ${ORDER_NUMBER_BLOCK}
      where id = ${venueId} and exists (select 1 from used_up)
      returning order_sequence
    )
    update ${stations} s
    set order_number_next = block.order_sequence - ${ORDER_NUMBER_BLOCK}, order_number_end = block.order_sequence
    from block
    where s.venue_id = ${venueId} and s.id = ${stationId} and s.order_number_next >= s.order_number_end`);
}

/**
 * The station's next number from its block, inside the order-writing transaction: only the station's row is locked.
 * When requests of the same station used the block up meanwhile, a new block is reserved here (the venue's row is
 * then locked until commit, once per block).
 */
export async function takeOrderNumber(tx: Executor, venueId: number, stationId: number): Promise<number> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`update ${stations} set order_number_next = order_number_next + 1
          where venue_id = ${venueId} and id = ${stationId} and order_number_next < order_number_end
          returning order_number_next as n`,
    );
    if (row) return row.n;
    await reserveOrderNumbers(tx, venueId, stationId);
  }
  throw new Error(`Station ${stationId} of venue ${venueId} vanished`);
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

/**
 * Inserts the order (OPEN) and its lines in one statement, with its item count already set, so the summary trigger
 * of order_items has nothing to rewrite. Answers the new order's id.
 */
export async function insertOrderWithItems(
  tx: Executor,
  order: NewOrder,
  lines: readonly ItemLine[],
): Promise<number> {
  const values = sql.join(
    lines.map(
      (line, position) =>
        sql`(${line.articleId}::int, ${line.name}::text, ${line.unit}::text, ${line.amount}::numeric, ${line.note}::text, ${position}::int, ${line.movedFromItemId ?? null}::int)`,
    ),
    sql`, `,
  );
  const items =
    lines.length === 0
      ? sql``
      : sql`, items as (
          insert into ${orderItems} (venue_id, order_id, article_id, name, unit, amount, note, position,
            moved_from_item_id)
          select made.venue_id, made.id, v.article_id, v.name, v.unit, v.amount, v.note, v.position,
            v.moved_from_item_id
          from made, (values ${values}) as v(article_id, name, unit, amount, note, position, moved_from_item_id)
        )`;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`with made as (
          insert into ${orders} (venue_id, station_id, supplier_id, is_custom, order_number, status, deadline,
            order_note, payment_method, created_by_id, created_at, last_updated_by_id, last_updated_at,
            source_order_id, items_count)
          values (${order.venueId}, ${order.stationId}, ${order.supplierId}, ${order.isCustom}, ${order.orderNumber},
            'OPEN', ${order.deadline}::date, ${order.orderNote}, ${order.paymentMethod}::text, ${order.userId}::int,
            ${order.now.toISOString()}::timestamptz, ${order.userId}::int, ${order.now.toISOString()}::timestamptz,
            ${order.sourceOrderId ?? null}::int, ${lines.length}::int)
          returning id, venue_id
        )${items}
        select id from made`,
  );
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

/** What a receipt writes on the order itself. */
export interface ReceiptChanges {
  orderId: number;
  status: OrderRow['status'];
  receivingNote: string;
  completedAt: Date | null;
  /** The order that took the moved items; null keeps the one recorded before. */
  newOrderId: number | null;
  lastUpdatedById: number;
  lastUpdatedAt: Date;
}

/** All of a receipt's item outcomes and the order's new state, in one statement. */
export async function resolveItemsAndOrder(
  tx: Executor,
  venueId: number,
  resolutions: readonly ItemResolution[],
  receipt: ReceiptChanges,
): Promise<void> {
  const rows = sql.join(
    resolutions.map(
      (r) =>
        sql`(${r.id}::int, ${r.status}::text, ${r.deliveredAmount}::numeric, ${r.notDeliveredReason}::text, ${r.receiveNote}::text, ${r.moveToOrderId ?? null}::int)`,
    ),
    sql`, `,
  );
  const items =
    resolutions.length === 0
      ? sql``
      : sql`with resolved as (
          update ${orderItems} as i
          set status = v.status, delivered_amount = v.delivered_amount, not_delivered_reason = v.reason,
              receive_note = v.receive_note, move_to_order_id = v.move_to_order_id, updated_at = now()
          from (values ${rows}) as v(id, status, delivered_amount, reason, receive_note, move_to_order_id)
          where i.id = v.id and i.venue_id = ${venueId}
        ) `;
  await tx.execute(sql`${items}
    update ${orders}
    set status = ${receipt.status}, receiving_note = ${receipt.receivingNote},
        completed_at = ${receipt.completedAt?.toISOString() ?? null}::timestamptz,
        new_order_id = coalesce(${receipt.newOrderId}::int, new_order_id),
        last_updated_by_id = ${receipt.lastUpdatedById}::int,
        last_updated_at = ${receipt.lastUpdatedAt.toISOString()}::timestamptz, version = version + 1
    where venue_id = ${venueId} and id = ${receipt.orderId}`);
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
