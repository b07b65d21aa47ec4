/**
 * Reads of the prices area (docs/PRODUCT.md#prices): an article's paid-price history, the last paid prices of the
 * articles on screen, and the rises beyond the venue's tolerance. All are PRO: `usePriceHistoryAllowed` asks the one
 * plan rule (planAllowance.priceHistory) before any of them is fetched.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { priceOperations } from '@/domain/prices/prices.contract';
import { LAST_PRICES_MAX_ARTICLES } from '@/domain/prices/prices.schemas';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import { useSubscription } from '@/web/features/subscriptions/api';
import { callApi } from '@/web/lib/api-client';
import { useCurrentUser } from '@/web/lib/current-user';

/** Whether the signed-in venue admin's plan has price history (false while the plan loads and for everyone else). */
export function usePriceHistoryAllowed(): boolean {
  const { user } = useCurrentUser();
  const admin = user?.role === 'ROLE_ADMIN' ? (user.venue?.id ?? null) : null;
  const subscription = useSubscription(admin);
  return admin !== null && subscription.data ? planAllowance(subscription.data).priceHistory : false;
}

export function useArticleHistory(articleId: number | null) {
  return useQuery({
    queryKey: ['prices', 'history', articleId],
    queryFn: ({ signal }) => callApi(priceOperations.history, { params: { articleId: articleId! } }, signal),
    enabled: articleId !== null,
  });
}

/** The last paid price of each article on screen (the first LAST_PRICES_MAX_ARTICLES), keyed by article. */
export function useLastPrices(articleIds: readonly number[], enabled: boolean) {
  const ids = [...new Set(articleIds)].slice(0, LAST_PRICES_MAX_ARTICLES).sort((a, b) => a - b);
  return useQuery({
    queryKey: ['prices', 'last', ids],
    queryFn: ({ signal }) => callApi(priceOperations.last, { query: { articleIds: ids.join(',') } }, signal),
    enabled: enabled && ids.length > 0,
    // The next page of articles keeps the prices on screen while its own load.
    placeholderData: keepPreviousData,
    select: (answer) => ({
      currency: answer.currency,
      byArticle: new Map(answer.prices.map((price) => [price.articleId, price])),
    }),
  });
}

export function useRisenPrices(enabled: boolean) {
  return useQuery({
    queryKey: ['prices', 'risen'],
    queryFn: ({ signal }) => callApi(priceOperations.risen, {}, signal),
    enabled,
  });
}
