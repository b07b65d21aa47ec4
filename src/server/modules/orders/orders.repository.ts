/**
 * Order queries. Every function takes the caller's venue first and filters by it, so an order of another venue
 * is simply not found.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Unit } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import {
  articles,
  orderItems,
  orders,
  stationArticleSettings,
  stations,
  subscriptions,
  supplierContacts,
  venueMemberships,
  venues,
} from '@/server/db/schema';

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
      canSendOrders: sql<boolean>`coalesce((select ${venueMemberships.canSendOrders} from ${venueMemberships}
        where ${venueMemberships.userId} = ${ids.userId ?? null}::int and ${venueMemberships.venueId} = ${venueId}),
        false)`,
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
  /** The station's own price, else the article's, else null (docs/PRODUCT.md#prices). */
  unitPrice: string | null;
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
  stationId: number | null = null,
): Promise<Map<number, OrderableArticle>> {
  if (articleIds.length === 0) return new Map();
  const rows = await executor
    .select({
      id: articles.id,
      name: articles.name,
      unit: articles.unit,
      unitPrice: sql<
        string | null
      >`coalesce(${stationArticleSettings.price}, ${articles.defaultPrice})::text`,
    })
    .from(articles)
    .leftJoin(
      stationArticleSettings,
      and(
        eq(stationArticleSettings.stationId, sql`${stationId}::int`),
        eq(stationArticleSettings.articleId, articles.id),
        eq(stationArticleSettings.venueId, venueId),
      ),
    )
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

export interface ItemLine {
  articleId: number;
  name: string;
  unit: Unit;
  amount: string;
  note: string;
  /** The price snapshot of a new line; an item already on the order keeps the one it has. */
  unitPrice?: string | null;
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
    unitPrice: line.unitPrice ?? null,
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

/**
 * Undo of a merge (docs/PRODUCT.md#merge-undo): the last-change fields as they were before it; the version still
 * moves on.
 */
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
