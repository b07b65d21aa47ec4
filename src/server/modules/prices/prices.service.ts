/**
 * The prices area's use cases (docs/PRODUCT.md#prices): an article's paid-price history, the last paid price and
 * trend of a page of articles, and the articles whose paid price rose beyond the venue's tolerance in the last 30
 * days. All are PRO (planAllowance.priceHistory, the one plan rule) and read the caller's own venue only.
 */
import { AppError } from '@/domain/errors';
import { priceTrend, roseOverTolerance, changePercent } from '@/domain/prices/price-trend';
import {
  type ArticleHistory,
  HISTORY_MAX_POINTS,
  type LastPrices,
  RISEN_WINDOW_DAYS,
  type RisenPrices,
} from '@/domain/prices/prices.schemas';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import { trialStatus } from '@/domain/subscriptions/trial';
import type { Executor } from '@/server/db/client';
import { findVenueSubscription } from '@/server/shared/venue-plan';
import type { ServiceContext } from '@/server/types';
import {
  findArticlePoints,
  findLastTwoPrices,
  findRecentRises,
  findVenueArticle,
  findVenuePriceSettings,
  type VenuePriceSettings,
} from './prices.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The venue's price settings once its plan allows price history; 403 proOnly otherwise. */
async function requirePriceHistory(
  executor: Executor,
  venueId: number,
  now: Date,
): Promise<VenuePriceSettings> {
  const [found, settings] = await Promise.all([
    findVenueSubscription(executor, venueId),
    findVenuePriceSettings(executor, venueId),
  ]);
  if (!found?.subscription || !settings) throw new AppError('subscription_not_exist');
  const { plan, trialEndsAt, departmentLimit } = found.subscription;
  const { trialEnded } = trialStatus(plan, trialEndsAt, now);
  if (!planAllowance({ plan, trialEnded, departmentLimit }).priceHistory) throw new AppError('proOnly');
  return settings;
}

/** GET /prices/article/{articleId}/history. */
export async function articleHistory(
  ctx: ServiceContext<'db' | 'now'>,
  articleId: number,
): Promise<ArticleHistory> {
  const { venueId } = ctx.caller;
  const settings = await requirePriceHistory(ctx.db, venueId, ctx.now());
  const article = await findVenueArticle(ctx.db, venueId, articleId);
  if (!article) throw new AppError('not_found', 'No such article');
  const points = await findArticlePoints(ctx.db, venueId, articleId, HISTORY_MAX_POINTS);
  const latest = points.at(-1);
  const previous = points.at(-2);
  return {
    articleId: article.id,
    name: article.name,
    unit: article.unit,
    currency: settings.currency,
    points,
    last: latest
      ? {
          paidPrice: latest.paidPrice,
          receivedAt: latest.receivedAt,
          supplier: latest.supplier,
          trend: priceTrend(previous?.paidPrice ?? null, latest.paidPrice),
        }
      : null,
  };
}

/** GET /prices/last: ids of articles the venue cannot see simply have no price. */
export async function lastPrices(
  ctx: ServiceContext<'db' | 'now'>,
  articleIds: readonly number[],
): Promise<LastPrices> {
  const { venueId } = ctx.caller;
  const settings = await requirePriceHistory(ctx.db, venueId, ctx.now());
  const rows = await findLastTwoPrices(ctx.db, venueId, articleIds);
  return {
    currency: settings.currency,
    prices: rows.map((row) => ({
      articleId: row.articleId,
      paidPrice: row.paidPrice,
      receivedAt: row.receivedAt,
      supplier: row.supplier,
      trend: priceTrend(row.previousPrice, row.paidPrice),
    })),
  };
}

/** GET /prices/risen: the biggest rise first (a rise from 0 before any percent). */
export async function risenPrices(ctx: ServiceContext<'db' | 'now'>): Promise<RisenPrices> {
  const { venueId } = ctx.caller;
  const now = ctx.now();
  const settings = await requirePriceHistory(ctx.db, venueId, now);
  const since = new Date(now.getTime() - RISEN_WINDOW_DAYS * DAY_MS);
  const rows = await findRecentRises(ctx.db, venueId, since);
  const prices = rows
    .filter((row) => roseOverTolerance(row.previousPrice, row.latestPrice, settings.tolerance))
    .map((row) => ({ ...row, percent: changePercent(row.previousPrice, row.latestPrice) }))
    .sort(
      (a, b) =>
        (b.percent ?? Infinity) - (a.percent ?? Infinity) ||
        a.name.localeCompare(b.name) ||
        a.articleId - b.articleId,
    );
  return { currency: settings.currency, tolerance: settings.tolerance, prices };
}
