/**
 * What one order line adds to a report (docs/PRODUCT.md#reports): ordered and delivered quantity and the spend. The
 * server's SQL (src/server/modules/reports/report-sql.ts) computes exactly these figures in the database; this is the
 * rule, with its unit tests, that the SQL follows.
 * - Only sent orders count (expected, incomplete, delivered); a draft has been ordered from nobody.
 * - A moved item (MOVE_TO_NEW) counts once: on the new order that received it, never on the order it left.
 * - Delivered is the delivered amount of a (partly) delivered line, the whole amount when no amount was written;
 *   not available, arriving later and not yet received lines delivered nothing (yet).
 * - The value is what was delivered at the line's price: the price paid at receiving, else the unit price stored
 *   when it was ordered, else (lines ordered before prices were stored) the article's price today (the station's,
 *   else the catalogue's default); a line without a price has no value rather than a value of 0.
 * Arithmetic is exact: thousandths for quantities, cents for money.
 */
import type { ItemStatus, OrderStatus } from '@/domain/shared/enums';
import { fromThousandths, toThousandths } from '@/domain/orders/amount';

/** Order statuses of sent orders: the ones a report counts. */
export const REPORTED_ORDER_STATUSES = [
  'IN_PROGRESS',
  'INCOMPLETE',
  'COMPLETED',
] as const satisfies readonly OrderStatus[];

/** Item statuses that mean the goods arrived (PARTIALLY_ARRIVED is an older name of a partial delivery). */
export const DELIVERED_ITEM_STATUSES = [
  'DELIVERED',
  'PARTIALLY_ARRIVED',
] as const satisfies readonly ItemStatus[];

export interface ReportLine {
  orderStatus: OrderStatus;
  status: ItemStatus;
  /** Ordered amount, decimal text. */
  amount: string;
  deliveredAmount: string | null;
  /** Price per unit, decimal text with at most 2 decimals, or null when the article has none. */
  price: string | null;
}

export interface LineFigures {
  /** Thousandths of a unit. */
  ordered: number;
  delivered: number;
  /** Cents, or null without a price. */
  valueCents: number | null;
}

function thousandths(amount: string): number {
  const value = toThousandths(amount);
  if (value === undefined) throw new RangeError(`Not an amount: ${amount}`);
  return value;
}

/** Cents of a price text ("12.5" -> 1250). */
export function priceCents(price: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price);
  if (!match) throw new RangeError(`Not a price: ${price}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Thousandths x cents per unit, rounded half up to a cent (as PostgreSQL rounds NUMERIC). */
export function valueOf(deliveredThousandths: number, cents: number): number {
  return Math.round((deliveredThousandths * cents) / 1000);
}

/** What the line adds to a report, or null when it does not count (draft order, moved item). */
export function lineFigures(line: ReportLine): LineFigures | null {
  if (!(REPORTED_ORDER_STATUSES as readonly string[]).includes(line.orderStatus)) return null;
  if (line.status === 'MOVE_TO_NEW') return null;
  const ordered = thousandths(line.amount);
  const delivered = (DELIVERED_ITEM_STATUSES as readonly string[]).includes(line.status)
    ? thousandths(line.deliveredAmount ?? line.amount)
    : 0;
  const valueCents = line.price === null ? null : valueOf(delivered, priceCents(line.price));
  return { ordered, delivered, valueCents };
}

export interface ReportTotals {
  ordered: string;
  delivered: string;
  /** Money text with two decimals, or null when no counted line had a price. */
  value: string | null;
  /** Counted lines. */
  lines: number;
}

/** "1234" cents -> "12.34". */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The totals of an article's lines, as a report row shows them. */
export function totalsOf(lines: readonly ReportLine[]): ReportTotals {
  let ordered = 0;
  let delivered = 0;
  let valueCents: number | null = null;
  let counted = 0;
  for (const line of lines) {
    const figures = lineFigures(line);
    if (!figures) continue;
    counted += 1;
    ordered += figures.ordered;
    delivered += figures.delivered;
    if (figures.valueCents !== null) valueCents = (valueCents ?? 0) + figures.valueCents;
  }
  return {
    ordered: fromThousandths(ordered),
    delivered: fromThousandths(delivered),
    value: valueCents === null ? null : centsText(valueCents),
    lines: counted,
  };
}

/** Delivered / ordered as a share 0..1 (the fill rate), or null when nothing was ordered. */
export function fillRate(ordered: number, delivered: number): number | null {
  if (ordered <= 0) return null;
  return Math.min(1, delivered / ordered);
}
