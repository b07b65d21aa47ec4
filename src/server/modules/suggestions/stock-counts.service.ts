/**
 * The quick stock count (docs/decisions/0025-order-guards.md): any venue user who sees the station counts a
 * supplier's articles there; the count keeps who and when. Another venue's station, supplier or article answers 404.
 */
import { normalizeAmount } from '@/domain/orders/amount';
import { AppError } from '@/domain/errors';
import type { StockCount, StockCountData, StockCountSheet } from '@/domain/suggestions/stock-count.schemas';
import { requireStationSupplier } from '@/server/shared/station-visibility';
import type { ServiceContext } from '@/server/types';
import {
  countCountableArticles,
  findCountSheet,
  findLatestCount,
  insertCount,
} from './stock-counts.repository';

export async function stockCountSheet(
  ctx: ServiceContext<'db'>,
  stationId: number,
  supplierId: number,
): Promise<StockCountSheet> {
  const { caller, db } = ctx;
  await requireStationSupplier(db, caller, stationId, supplierId);
  const scope = { venueId: caller.venueId, stationId, supplierId };
  const sheet = await findCountSheet(db, scope, await findLatestCount(db, scope));
  return {
    ...sheet,
    articles: sheet.articles.map((article) => ({
      ...article,
      lastCounted: article.lastCounted === null ? null : normalizeAmount(article.lastCounted),
    })),
  };
}

/** One transaction: the station and supplier checked, every article checked, the count and its lines written. */
export async function saveStockCount(
  ctx: ServiceContext<'db' | 'now'>,
  stationId: number,
  supplierId: number,
  input: StockCountData,
): Promise<StockCount> {
  const { caller } = ctx;
  const countedAt = ctx.now();
  const scope = { venueId: caller.venueId, stationId, supplierId };
  return ctx.db.transaction(async (tx) => {
    await requireStationSupplier(tx, caller, stationId, supplierId);
    const articleIds = input.lines.map((line) => line.articleId);
    if ((await countCountableArticles(tx, scope, articleIds)) !== articleIds.length) {
      throw new AppError('not_found', 'No such article of the supplier');
    }
    const id = await insertCount(tx, { ...scope, countedById: caller.userId, countedAt }, input.lines);
    return { id, countedAt: countedAt.toISOString(), lines: input.lines.length };
  });
}
