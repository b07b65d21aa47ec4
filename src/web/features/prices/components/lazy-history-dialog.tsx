/**
 * The price history dialog in its own chunk with the chart library, fetched the first time it opens (decision 0011):
 * the articles page and the dashboard card show without it.
 */
import { lazyDialog } from '@/web/components/lazy-dialog';

export const LazyPriceHistoryDialog = lazyDialog(() =>
  import('./price-history-dialog').then((m) => m.PriceHistoryDialog),
);
