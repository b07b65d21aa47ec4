/**
 * What other features use of prices: the articles page's last paid price per row with the history dialog it opens,
 * the plan check and the query of the rows' prices, and the dashboard's "prices that rose" card.
 */
export { useLastPrices, usePriceHistoryAllowed } from './api';
export { LastPriceButton } from './components/last-price-button';
export { LazyPriceHistoryDialog as PriceHistoryDialog } from './components/lazy-history-dialog';
export { RisenPricesCard } from './components/risen-prices-card';
