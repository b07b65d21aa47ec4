/**
 * An invoice line beside the order line it is for (docs/decisions/0029-invoice-lines.md): invoiced quantity vs
 * received (ordered while nothing is received), invoiced unit price vs paid (ordered when no price was paid), and
 * what the difference is worth in money, net of VAT. Decimal text is computed exactly (BigInt at 8 decimals, the
 * most an invoice writes), never through floats; money is rounded to cents half away from zero.
 */
import type { Unit } from '@/domain/shared/enums';

const SCALE_DIGITS = 8;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

/** "12.5" -> 1250000000n (8 decimals). */
export function scaled(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const value =
    BigInt(whole || '0') * SCALE + BigInt(fraction.slice(0, SCALE_DIGITS).padEnd(SCALE_DIGITS, '0'));
  return negative ? -value : value;
}

/** a / b rounded half away from zero. */
function divRound(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const absA = a < 0n ? -a : a;
  const absB = b < 0n ? -b : b;
  const rounded = (absA * 2n + absB) / (absB * 2n);
  return negative ? -rounded : rounded;
}

/** Scaled value -> decimal text with `decimals` (rounded), without trailing zeros beyond two for money. */
function toText(value: bigint, decimals: number): string {
  const unit = 10n ** BigInt(SCALE_DIGITS - decimals);
  const rounded = divRound(value, unit);
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const factor = 10n ** BigInt(decimals);
  const whole = abs / factor;
  const fraction = String(abs % factor).padStart(decimals, '0');
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

const money = (value: bigint) => toText(value, 2);
/** A quantity without needless zeros: "2.500" -> "2.5". */
const quantity = (value: bigint) => toText(value, 3).replace(/\.?0+$/, '');
const multiply = (a: bigint, b: bigint) => divRound(a * b, SCALE);
/** Within half a cent (money) or half a thousandth (quantities): equal. */
const sameMoney = (a: bigint, b: bigint) => divRound(a, SCALE / 100n) === divRound(b, SCALE / 100n);
const sameQuantity = (a: bigint, b: bigint) => divRound(a, SCALE / 1000n) === divRound(b, SCALE / 1000n);

/** How many of our `unit` one `invoiced` unit is: 1000 g in a kilogram; 1 for the same kind otherwise. */
function unitFactor(invoiced: Unit, ordered: Unit): { num: bigint; den: bigint } {
  if (invoiced === 'KG' && ordered === 'g') return { num: 1000n, den: 1n };
  if (invoiced === 'g' && ordered === 'KG') return { num: 1n, den: 1000n };
  return { num: 1n, den: 1n };
}

export interface InvoicedLine {
  quantity: string;
  unit: Unit;
  unitPrice: string | null;
  priceBaseQuantity: string | null;
  lineNetAmount: string;
}

export interface OrderedLine {
  name: string;
  unit: Unit;
  amount: string;
  /** Null until received (or when nothing was delivered). */
  deliveredAmount: string | null;
  received: boolean;
  unitPrice: string | null;
  paidPrice: string | null;
}

/** Exact decimal texts (dot, no grouping); `value` is the line's difference in money, invoiced minus expected. */
export interface LineComparison {
  /** The invoiced quantity in the order line's unit. */
  invoicedQuantity: string;
  /** Received when the order was received, else ordered. */
  expectedQuantity: string;
  quantityDiffers: boolean;
  /** The invoiced net price per unit of the order line. */
  invoicedPrice: string | null;
  /** Paid, else ordered; null without either. */
  expectedPrice: string | null;
  priceDiffers: boolean;
  /** Expected quantity x expected price (the invoiced price when none is known); null without any price. */
  expectedValue: string | null;
  /** Invoiced net minus expected value ("0.00" when nothing differs); null without any price. */
  value: string | null;
  differs: boolean;
}

export function compareLine(invoiced: InvoicedLine, ordered: OrderedLine): LineComparison {
  const { num, den } = unitFactor(invoiced.unit, ordered.unit);
  const invoicedQuantity = divRound(scaled(invoiced.quantity) * num, den);
  const expectedQuantity = scaled(ordered.received ? (ordered.deliveredAmount ?? '0') : ordered.amount);
  const base = invoiced.priceBaseQuantity !== null ? scaled(invoiced.priceBaseQuantity) : SCALE;
  const invoicedPrice =
    invoiced.unitPrice === null || base === 0n
      ? null
      : divRound(scaled(invoiced.unitPrice) * SCALE * den, base * num);
  const expectedPriceText = ordered.paidPrice ?? ordered.unitPrice;
  const expectedPrice = expectedPriceText === null ? null : scaled(expectedPriceText);
  const quantityDiffers = !sameQuantity(invoicedQuantity, expectedQuantity);
  const priceDiffers =
    invoicedPrice !== null && expectedPrice !== null && !sameMoney(invoicedPrice, expectedPrice);
  // Without a price paid or ordered, a quantity difference is still worth something: at the invoiced price.
  const valuePrice = expectedPrice ?? invoicedPrice;
  const expectedValue = valuePrice === null ? null : multiply(expectedQuantity, valuePrice);
  const differs = quantityDiffers || priceDiffers;
  // The line's own net amount counts (it carries the seller's rounding); a line that differs in nothing is worth 0.
  const value = expectedValue === null ? null : differs ? scaled(invoiced.lineNetAmount) - expectedValue : 0n;
  return {
    invoicedQuantity: quantity(invoicedQuantity),
    expectedQuantity: quantity(expectedQuantity),
    quantityDiffers,
    invoicedPrice: invoicedPrice === null ? null : money(invoicedPrice),
    expectedPrice: expectedPrice === null ? null : money(expectedPrice),
    priceDiffers,
    expectedValue: expectedValue === null ? null : money(expectedValue),
    value: value === null ? null : money(value),
    differs,
  };
}

/**
 * The invoice as a whole: it matches when every line has its order line and none differs; the difference is the
 * sum of the lines' values, a line without an order line counting with its whole net amount.
 */
export function invoiceDifference(
  lines: readonly { lineNetAmount: string; comparison: LineComparison | null }[],
): { matches: boolean; difference: string } {
  let total = 0n;
  let matches = true;
  for (const line of lines) {
    if (line.comparison === null) {
      matches = false;
      total += scaled(line.lineNetAmount);
    } else if (line.comparison.differs) {
      matches = false;
      if (line.comparison.value !== null) total += scaled(line.comparison.value);
    }
  }
  return { matches, difference: money(total) };
}
