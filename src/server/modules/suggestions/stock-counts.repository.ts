/**
 * Stock counts (docs/decisions/0025-order-guards.md): the articles a station counts of a supplier, the latest count
 * and writing a new one. Venue first in every query.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { StockCountSheet } from '@/domain/suggestions/stock-count.schemas';
import type { Executor } from '@/server/db/client';
import { articles, stationArticleSettings, stockCountLines, stockCounts } from '@/server/db/schema';
import { ORDER_MAX_LINES } from '@/domain/shared/limits';

export interface CountScope {
  venueId: number;
  stationId: number;
  supplierId: number;
}

/** The supplier's live articles the venue may order, as the station has them (an article off at the station is not). */
export function countableArticles(scope: CountScope) {
  return and(
    eq(articles.supplierId, scope.supplierId),
    or(isNull(articles.venueId), eq(articles.venueId, scope.venueId)),
    isNull(articles.deletedAt),
    eq(articles.enabled, true),
    sql`coalesce(${stationArticleSettings.enabled}, true)`,
  );
}

export function settingsJoin(scope: CountScope) {
  return and(
    eq(stationArticleSettings.stationId, scope.stationId),
    eq(stationArticleSettings.venueId, scope.venueId),
    eq(stationArticleSettings.articleId, articles.id),
  );
}

/** The latest count of the station and supplier (stock_counts_station_supplier_idx). */
export async function findLatestCount(
  executor: Executor,
  scope: CountScope,
): Promise<{ id: number; countedAt: Date } | undefined> {
  const [row] = await executor
    .select({ id: stockCounts.id, countedAt: stockCounts.countedAt })
    .from(stockCounts)
    .where(
      and(
        eq(stockCounts.venueId, scope.venueId),
        eq(stockCounts.stationId, scope.stationId),
        eq(stockCounts.supplierId, scope.supplierId),
      ),
    )
    .orderBy(desc(stockCounts.countedAt), desc(stockCounts.id))
    .limit(1);
  return row;
}

/**
 * The articles to count, favorites first then by name, with their amount in the given count. At most
 * ORDER_MAX_LINES: a count is of what the kitchen keeps, and one save takes that many lines.
 */
export async function findCountSheet(
  executor: Executor,
  scope: CountScope,
  latest: { id: number; countedAt: Date } | undefined,
): Promise<StockCountSheet> {
  const rows = await executor
    .select({
      id: articles.id,
      name: articles.name,
      unit: articles.unit,
      isFavorite: sql<boolean>`coalesce(${stationArticleSettings.isFavorite}, false)`,
      lastCounted: stockCountLines.amount,
    })
    .from(articles)
    .leftJoin(stationArticleSettings, settingsJoin(scope))
    .leftJoin(
      stockCountLines,
      and(
        eq(stockCountLines.venueId, scope.venueId),
        eq(stockCountLines.stockCountId, latest?.id ?? 0),
        eq(stockCountLines.articleId, articles.id),
      ),
    )
    .where(countableArticles(scope))
    .orderBy(
      desc(sql`coalesce(${stationArticleSettings.isFavorite}, false)`),
      asc(sql`lower(${articles.name})`),
      asc(articles.id),
    )
    .limit(ORDER_MAX_LINES);
  return { articles: rows, lastCountedAt: latest?.countedAt.toISOString() ?? null };
}

/** How many of the ids are articles the station may count of the supplier. */
export async function countCountableArticles(
  executor: Executor,
  scope: CountScope,
  articleIds: readonly number[],
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(articles)
    .leftJoin(stationArticleSettings, settingsJoin(scope))
    .where(and(inArray(articles.id, [...articleIds]), countableArticles(scope)));
  return row?.count ?? 0;
}

/** Writes a count and its lines (inside the caller's transaction: two statements, all or nothing). */
export async function insertCount(
  tx: Executor,
  scope: CountScope & { countedById: number; countedAt: Date },
  lines: readonly { articleId: number; amount: string }[],
): Promise<number> {
  const [count] = await tx
    .insert(stockCounts)
    .values({
      venueId: scope.venueId,
      stationId: scope.stationId,
      supplierId: scope.supplierId,
      countedById: scope.countedById,
      countedAt: scope.countedAt,
    })
    .returning({ id: stockCounts.id });
  await tx.insert(stockCountLines).values(
    lines.map((line) => ({
      venueId: scope.venueId,
      stockCountId: count!.id,
      articleId: line.articleId,
      amount: line.amount,
    })),
  );
  return count!.id;
}
