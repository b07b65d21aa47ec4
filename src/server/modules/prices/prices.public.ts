/**
 * What other modules use of prices (docs/ARCHITECTURE.md): a venue's paid-price rises since a moment (the owner's
 * group dashboard lists the suppliers behind them).
 */
export { findRecentRises, findVenuePriceSettings, type RecentChangeRow } from './prices.repository';
