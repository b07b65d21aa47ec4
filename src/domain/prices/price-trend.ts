/**
 * What a venue's paid prices say over time (docs/PRODUCT.md#prices): each received line with a paid price is a point
 * in the article's history; the last point against the one before gives the trend, a rise beyond the venue's
 * tolerance is an alert, and a supplier's lines paid at another price than ordered are its price drift. All
 * comparisons are exact, on integer cents and hundredths of a percent (money.ts), never floating point.
 */
import { toCents, toleranceHundredths } from './money';

export type TrendDirection = 'up' | 'down' | 'flat';

export interface PriceTrend {
  direction: TrendDirection;
  /** Change against the previous price in percent, one decimal (-12.5); null without a previous price above 0. */
  percent: number | null;
}

function cents(price: string): number {
  const value = toCents(price);
  if (value === undefined) throw new RangeError(`Not a price: ${price}`);
  return value;
}

function tolerance(text: string): number {
  const value = toleranceHundredths(text);
  if (value === undefined) throw new RangeError(`Not a tolerance: ${text}`);
  return value;
}

/** (to - from) / from in percent, rounded to one decimal half away from zero; null when from is 0. */
export function changePercent(from: string, to: string): number | null {
  const before = cents(from);
  if (before === 0) return null;
  const diff = cents(to) - before;
  // Tenths of a percent: diff * 1000 / before, rounded on integers.
  const tenths = Math.round((Math.abs(diff) * 1000) / before);
  return ((diff < 0 ? -1 : 1) * tenths) / 10 || 0;
}

/** The last paid price against the previous one: up, down or flat (the same cents), with the change in percent. */
export function priceTrend(previous: string | null, latest: string): PriceTrend {
  if (previous === null) return { direction: 'flat', percent: null };
  const diff = cents(latest) - cents(previous);
  return {
    direction: diff > 0 ? 'up' : diff < 0 ? 'down' : 'flat',
    percent: changePercent(previous, latest),
  };
}

/**
 * Whether a price rose by more than the venue's tolerance (strictly, as the receipt's "price changed" mark): any
 * rise from 0 counts.
 */
export function roseOverTolerance(previous: string, latest: string, venueTolerance: string): boolean {
  const limit = tolerance(venueTolerance);
  const before = cents(previous);
  const diff = cents(latest) - before;
  // diff / before > tolerance% <=> diff * 10000 > before * tolerance (hundredths of a percent): exact.
  return diff > 0 && diff * 10000 > before * limit;
}

export interface DriftLine {
  orderedPrice: string;
  paidPrice: string;
}

export interface PriceDrift {
  /** Lines with both an ordered and a paid price. */
  lines: number;
  /** Share of them paid at a price beyond the tolerance (0..1), null without lines. */
  changedShare: number | null;
  /** Average change paid against ordered in percent (signed, one decimal), over lines ordered above 0. */
  averageChange: number | null;
}

/**
 * A supplier's price drift: how often what was paid differs from what was ordered beyond the venue's tolerance, and
 * by how much on average. The reliability report computes the same in SQL; its test compares the two.
 */
export function priceDrift(lines: readonly DriftLine[], venueTolerance: string): PriceDrift {
  const limit = tolerance(venueTolerance);
  let changed = 0;
  let percentSum = 0;
  let percentCount = 0;
  for (const line of lines) {
    const ordered = cents(line.orderedPrice);
    const diff = cents(line.paidPrice) - ordered;
    if (Math.abs(diff) * 10000 > ordered * limit) changed += 1;
    if (ordered > 0) {
      percentSum += (diff * 100) / ordered;
      percentCount += 1;
    }
  }
  return {
    lines: lines.length,
    changedShare: lines.length === 0 ? null : changed / lines.length,
    averageChange: percentCount === 0 ? null : roundTenth(percentSum / percentCount),
  };
}

/** One decimal, half away from zero, without a negative zero. */
export function roundTenth(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;
  return rounded || 0;
}
