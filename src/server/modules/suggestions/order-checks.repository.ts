/**
 * What the order guards compare with (docs/decisions/0025-order-guards.md): the last amount of each article in the
 * station's recent orders of the supplier, the lines' current prices and the venue's currency. Venue first in
 * every query.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import {
  articles,
  orderItems,
  orderSupplierAnswers,
  orders,
  stationArticleSettings,
  venues,
} from '@/server/db/schema';

/**
 * How many of the station's latest orders of the supplier the last amounts are looked up in: enough for any
 * article ordered in the last months, and a bounded read on orders_station_supplier_list_idx however long the
 * history.
 */
export const RECENT_ORDERS = 200;

interface LastAmountsScope {
  venueId: number;
  stationId: number;
  supplierId: number;
  custom: boolean;
  /** The order being edited is not its own history. */
  excludeOrderId: number | null;
  articleIds: readonly number[];
}

/**
 * The amount each article was last ordered in (by delivery date, then the newest order): recent orders of the
 * station, kind and supplier that the supplier did not reject; their items found by order_items_order_article_uq.
 */
export async function findLastAmounts(
  executor: Executor,
  scope: LastAmountsScope,
): Promise<Map<number, string>> {
  if (scope.articleIds.length === 0) return new Map();
  const result = (await executor.execute(sql`
    with recent as (
      select ${orders.id} as id, ${orders.deadline} as deadline
      from ${orders}
      left join ${orderSupplierAnswers} on ${orderSupplierAnswers.venueId} = ${orders.venueId}
        and ${orderSupplierAnswers.orderId} = ${orders.id}
      where ${orders.venueId} = ${scope.venueId} and ${orders.stationId} = ${scope.stationId}
        and ${orders.isCustom} = ${scope.custom}::boolean and ${orders.supplierId} = ${scope.supplierId}
        and ${orders.id} <> ${scope.excludeOrderId ?? 0}
        and ${orderSupplierAnswers.decision} is distinct from 'REJECTED'
      order by ${orders.deadline} desc, ${orders.id} desc
      limit ${RECENT_ORDERS}
    )
    select distinct on (${orderItems.articleId}) ${orderItems.articleId} as "articleId",
      ${orderItems.amount}::text as amount
    from recent join ${orderItems} on ${orderItems.orderId} = recent.id
      and ${orderItems.venueId} = ${scope.venueId}
      and ${orderItems.articleId} = any(${`{${scope.articleIds.join(',')}}`}::int[])
    order by ${orderItems.articleId}, recent.deadline desc, recent.id desc
  `)) as unknown as { rows: { articleId: number; amount: string }[] };
  return new Map(result.rows.map((row) => [Number(row.articleId), row.amount]));
}

/**
 * The price each line would be ordered at now (the station's own, else the article's, as create-order snapshots it:
 * docs/PRODUCT.md#prices), for the supplier's live articles the venue may order; articles without a price are left out.
 */
export async function findCurrentPrices(
  executor: Executor,
  scope: { venueId: number; stationId: number; supplierId: number; articleIds: readonly number[] },
): Promise<Map<number, string>> {
  if (scope.articleIds.length === 0) return new Map();
  const rows = await executor
    .select({
      articleId: articles.id,
      price: sql<string | null>`coalesce(${stationArticleSettings.price}, ${articles.defaultPrice})::text`,
    })
    .from(articles)
    .leftJoin(
      stationArticleSettings,
      and(
        eq(stationArticleSettings.stationId, scope.stationId),
        eq(stationArticleSettings.venueId, scope.venueId),
        eq(stationArticleSettings.articleId, articles.id),
      ),
    )
    .where(
      and(
        inArray(articles.id, [...scope.articleIds]),
        eq(articles.supplierId, scope.supplierId),
        or(isNull(articles.venueId), eq(articles.venueId, scope.venueId)),
        isNull(articles.deletedAt),
      ),
    );
  return new Map(rows.flatMap((row) => (row.price === null ? [] : [[row.articleId, row.price] as const])));
}

export async function findVenueCurrency(executor: Executor, venueId: number): Promise<string> {
  const [row] = await executor
    .select({ currency: venues.currency })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row?.currency ?? 'RSD';
}
