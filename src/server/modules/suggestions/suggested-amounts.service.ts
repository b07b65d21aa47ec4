/**
 * Suggested amounts for the wizard (docs/decisions/0032-suggested-amounts.md): for the supplier's articles at the
 * station, par minus the latest count when it is from today or yesterday (venue calendar), else the average of the
 * same weekday in the last weeks (src/domain/suggestions/suggested-amounts.ts). Only the articles with something to
 * suggest are read. A read: no transaction beyond its statements. Another venue's station or supplier answers 404.
 */
import { normalizeAmount } from '@/domain/orders/amount';
import { venueToday } from '@/domain/shared/dates';
import {
  type ArticleHistoryLine,
  historyDates,
  isFreshCount,
  suggestAmount,
} from '@/domain/suggestions/suggested-amounts';
import type { SuggestionFilter, Suggestions } from '@/domain/suggestions/suggestions.schemas';
import { requireStationSupplier } from '@/server/shared/station-visibility';
import type { ServiceContext } from '@/server/types';
import { findLatestCount } from './stock-counts.repository';
import { findCountLines, findHistory, findSuggestedArticles } from './suggested-amounts.repository';

export async function suggestedAmounts(
  ctx: ServiceContext<'db' | 'now'>,
  stationId: number,
  supplierId: number,
  filter: SuggestionFilter,
): Promise<Suggestions> {
  const { caller, db } = ctx;
  await requireStationSupplier(db, caller, stationId, supplierId);
  const scope = { venueId: caller.venueId, stationId, supplierId };

  const latest = await findLatestCount(db, scope);
  const counted =
    latest && isFreshCount(venueToday(latest.countedAt), venueToday(ctx.now()))
      ? await findCountLines(db, caller.venueId, latest.id)
      : new Map<number, string>();
  const history = await findHistory(db, {
    ...scope,
    custom: filter.custom,
    excludeOrderId: filter.orderId,
    dates: historyDates(filter.deadline),
  });
  const historyByArticle = new Map<number, ArticleHistoryLine[]>();
  for (const row of history) {
    const lines = historyByArticle.get(row.articleId) ?? [];
    lines.push({ deadline: row.deadline, amount: row.amount });
    historyByArticle.set(row.articleId, lines);
  }

  const candidates = new Set([...counted.keys(), ...historyByArticle.keys()]);
  const found = await findSuggestedArticles(db, scope, [...candidates]);
  return {
    suggestions: found.flatMap((row) => {
      const article = {
        ...row,
        recommendedQuantity:
          row.recommendedQuantity === null ? null : normalizeAmount(row.recommendedQuantity),
      };
      const suggestion = suggestAmount(
        {
          unit: row.unit,
          par: article.recommendedQuantity,
          counted: counted.get(row.id) ?? null,
          history: historyByArticle.get(row.id) ?? [],
        },
        filter.deadline,
      );
      return suggestion ? [{ ...suggestion, article }] : [];
    }),
  };
}
