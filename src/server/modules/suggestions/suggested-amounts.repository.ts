/**
 * What suggested amounts are made of (docs/decisions/0032-suggested-amounts.md): the lines of a stock count, the
 * station's sent orders of the supplier on a few delivery dates, and the articles suggested. Venue first in every
 * query; each is a bounded read on an existing index.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import {
  articles,
  orderItems,
  orderSupplierAnswers,
  orders,
  stationArticleSettings,
  stockCountLines,
} from '@/server/db/schema';
import { countableArticles, type CountScope, settingsJoin } from './stock-counts.repository';

/** Orders the supplier was sent: a draft never reached them, so it is no history of what the kitchen needs. */
const SENT_STATUSES = ['IN_PROGRESS', 'INCOMPLETE', 'COMPLETED'] as const;

/** The amounts of one count by article (stock_count_lines' primary key: count, article). */
export async function findCountLines(
  executor: Executor,
  venueId: number,
  stockCountId: number,
): Promise<Map<number, string>> {
  const rows = await executor
    .select({ articleId: stockCountLines.articleId, amount: sql<string>`${stockCountLines.amount}::text` })
    .from(stockCountLines)
    .where(and(eq(stockCountLines.venueId, venueId), eq(stockCountLines.stockCountId, stockCountId)));
  return new Map(rows.map((row) => [row.articleId, row.amount]));
}

export interface HistoryScope extends CountScope {
  custom: boolean;
  /** The order being edited is no history of itself. */
  excludeOrderId: number | null;
  /** The delivery dates looked at (the same weekday of past weeks). */
  dates: readonly string[];
}

export interface HistoryRow {
  articleId: number;
  deadline: string;
  amount: string;
}

/**
 * Every item of the station's sent orders of the supplier and kind delivered on the dates, leaving out orders the
 * supplier rejected. The orders are found on orders_station_supplier_list_idx (venue, station, kind, supplier,
 * status, deadline), their items on order_items_order_article_uq, the rejection on order_supplier_answers_order_uq.
 */
export async function findHistory(executor: Executor, scope: HistoryScope): Promise<HistoryRow[]> {
  if (scope.dates.length === 0) return [];
  return executor
    .select({
      articleId: orderItems.articleId,
      deadline: orders.deadline,
      amount: sql<string>`${orderItems.amount}::text`,
    })
    .from(orders)
    .innerJoin(orderItems, and(eq(orderItems.venueId, orders.venueId), eq(orderItems.orderId, orders.id)))
    .leftJoin(
      orderSupplierAnswers,
      and(eq(orderSupplierAnswers.venueId, orders.venueId), eq(orderSupplierAnswers.orderId, orders.id)),
    )
    .where(
      and(
        eq(orders.venueId, scope.venueId),
        eq(orders.stationId, scope.stationId),
        eq(orders.isCustom, scope.custom),
        eq(orders.supplierId, scope.supplierId),
        inArray(orders.status, [...SENT_STATUSES]),
        inArray(orders.deadline, [...scope.dates]),
        ne(orders.id, scope.excludeOrderId ?? 0),
        sql`${orderSupplierAnswers.decision} is distinct from 'REJECTED'`,
      ),
    );
}

export interface SuggestedArticleRow {
  id: number;
  name: string;
  unit: (typeof articles.$inferSelect)['unit'];
  isFavorite: boolean;
  recommendedQuantity: string | null;
  defaultPrice: string | null;
}

/**
 * The articles among the ids the station may order of the supplier (live, enabled, not off at the station), with the
 * station's par level, favorite mark and price (the station's, else the article's: docs/PRODUCT.md#prices); favorites
 * first, then by name, as the wizard lists them.
 */
export async function findSuggestedArticles(
  executor: Executor,
  scope: CountScope,
  articleIds: readonly number[],
): Promise<SuggestedArticleRow[]> {
  if (articleIds.length === 0) return [];
  return executor
    .select({
      id: articles.id,
      name: articles.name,
      unit: articles.unit,
      isFavorite: sql<boolean>`coalesce(${stationArticleSettings.isFavorite}, false)`,
      recommendedQuantity: sql<string | null>`${stationArticleSettings.recommendedQuantity}::text`,
      defaultPrice: sql<
        string | null
      >`coalesce(${stationArticleSettings.price}, ${articles.defaultPrice})::text`,
    })
    .from(articles)
    .leftJoin(stationArticleSettings, settingsJoin(scope))
    .where(and(inArray(articles.id, [...articleIds]), countableArticles(scope)))
    .orderBy(
      sql`coalesce(${stationArticleSettings.isFavorite}, false) desc`,
      sql`lower(${articles.name})`,
      articles.id,
    );
}
