/**
 * What an order costs (docs/PRODUCT.md#prices): money is exact decimal text, NUMERIC(14,2) in the database and a
 * string with a dot on the wire, like amounts (src/domain/orders/amount.ts). Arithmetic is on integer cents (and
 * thousandths of a unit for amounts), never floating point. A price is optional: a line without one has no value
 * rather than a value of 0, and an order total counts only priced lines.
 */
import { z } from 'zod';
import { toThousandths } from '@/domain/orders/amount';

/**
 * Prices stay below a billion a unit (NUMERIC(14,2) holds them). A price times MAX_AMOUNT can pass 2^53 cents, so
 * line values and totals are computed on BigInt cents.
 */
export const MAX_PRICE = '999999999.99';
export const PRICE_INTEGER_DIGITS = 9;
export const PRICE_DECIMALS = 2;
export const DEFAULT_CURRENCY = 'RSD';
/** Paid vs ordered: a difference above this share marks the line "price changed" (docs/PRODUCT.md#prices). */
export const DEFAULT_PRICE_TOLERANCE = '2';
export const MAX_PRICE_TOLERANCE = '100';

/** A complete price as typed or sent: "12", "12.5", "1234,50" (a comma or a dot, at most two decimals). */
const COMPLETE_PRICE = new RegExp(`^\\d{1,${PRICE_INTEGER_DIGITS}}([.,]\\d{1,${PRICE_DECIMALS}})?$`);
/** What a price input may hold while typing: "12", "12.", "12,5". */
const PARTIAL_PRICE = new RegExp(`^\\d{1,${PRICE_INTEGER_DIGITS}}([.,]\\d{0,${PRICE_DECIMALS}})?$`);

/** Cents of a price text ("12,5" -> 1250), or undefined when it is not a price. */
export function toCents(price: string): number | undefined {
  const trimmed = price.trim();
  if (!COMPLETE_PRICE.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(PRICE_DECIMALS, '0'));
}

/** 1234 -> "12.34", -5 -> "-0.05": the wire form of cents, always two decimals. */
export function centsToText(cents: number | bigint): string {
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Thousandths x cents / 1000, rounded half away from zero to a cent (as PostgreSQL rounds NUMERIC). */
function roundedCents(thousandths: number, cents: number): bigint {
  const product = BigInt(thousandths) * BigInt(Math.abs(cents));
  const rounded = (product + 500n) / 1000n;
  return cents < 0 ? -rounded : rounded;
}

/** The wire form of a typed price ("1234,5" -> "1234.50"), or undefined when it is not a price. */
export function parsePrice(price: string): string | undefined {
  const cents = toCents(price);
  return cents === undefined ? undefined : centsToText(cents);
}

/**
 * The next value of a price input after a keystroke or a paste: a character that cannot continue a price keeps the
 * previous value, as amount inputs do (nextAmountInput).
 */
export function nextPriceInput(previous: string, typed: string): string {
  const trimmed = typed.trim();
  const candidate = /^[.,]/.test(trimmed) ? `0${trimmed}` : trimmed;
  if (candidate === '' || PARTIAL_PRICE.test(candidate)) return candidate;
  return previous;
}

/** A stored price as an input starts with it: "120,50" in Serbian, "120.50" in English (either is read back). */
export function priceInputText(price: string | null | undefined, language: string): string {
  if (!price) return '';
  return language === 'en' ? price : price.replace('.', ',');
}

/**
 * A price on the wire: a decimal string (or number) from 0 to MAX_PRICE with at most two decimals; anything else
 * (negative, over the bound, not a number) is refused with `invalidPrice`. Normalised to "1234.50".
 */
export const PriceTextSchema = z
  .union([z.string(), z.number()], { error: 'invalidPrice' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((value) => toCents(value) !== undefined, 'invalidPrice')
  .transform((value) => centsToText(toCents(value)!));

/** Amount x unit price, rounded half up to a cent (as PostgreSQL rounds NUMERIC). */
export function lineValueCents(amount: string, unitPrice: string): bigint {
  const thousandths = toThousandths(amount);
  const cents = toCents(unitPrice);
  if (thousandths === undefined || cents === undefined)
    throw new RangeError(`Not a line: ${amount} x ${unitPrice}`);
  return roundedCents(thousandths, cents);
}

/** The value of a line as text, or null when the line has no price. */
export function lineValue(amount: string, unitPrice: string | null | undefined): string | null {
  return unitPrice ? centsToText(lineValueCents(amount, unitPrice)) : null;
}

export interface PricedLine {
  amount: string;
  unitPrice: string | null | undefined;
}

export interface OrderTotal {
  /** Sum of the priced lines' values, or null when no line has a price. */
  total: string | null;
  /** Lines without a price: the total leaves them out, and the screen says so. */
  unpricedLines: number;
}

export function orderTotal(lines: readonly PricedLine[]): OrderTotal {
  let cents: bigint | null = null;
  let unpricedLines = 0;
  for (const line of lines) {
    if (!line.unitPrice) {
      unpricedLines += 1;
      continue;
    }
    cents = (cents ?? 0n) + lineValueCents(line.amount, line.unitPrice);
  }
  return { total: cents === null ? null : centsToText(cents), unpricedLines };
}

/** Hundredths of a percent of a tolerance text ("2" -> 200, "2,5" -> 250), or undefined when not one. */
export function toleranceHundredths(tolerance: string): number | undefined {
  const value = toCents(tolerance);
  return value === undefined || value > toCents(MAX_PRICE_TOLERANCE)! ? undefined : value;
}

/** A venue's tolerance on the wire: a percentage from 0 to 100 with at most two decimals. */
export const ToleranceSchema = z
  .union([z.string(), z.number()], { error: 'invalidInput' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((value) => toleranceHundredths(value) !== undefined, 'invalidInput')
  .transform((value) => centsToText(toleranceHundredths(value)!));

/** A currency code: three capital letters (ISO 4217), RSD unless the venue chose another. */
export const CurrencySchema = z
  .string({ error: 'invalidInput' })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z]{3}$/.test(value), 'invalidInput');

export interface PriceChange {
  /** Paid minus ordered, per unit, as text (negative when it went down). */
  perUnit: string;
  /** The difference for the amount received. */
  forLine: string;
  /** Whether the difference is beyond the tolerance (strictly more than it). */
  changed: boolean;
}

/**
 * Paid vs ordered price of a received line (docs/PRODUCT.md#prices): the difference per unit and for the received
 * amount, and whether it passes the venue's tolerance. An ordered price of 0 changed with any paid price above 0.
 * The server stores the verdict the receive dialog shows, from this one rule.
 */
export function priceChange(input: {
  orderedPrice: string;
  paidPrice: string;
  receivedAmount: string;
  tolerance: string;
}): PriceChange {
  const ordered = toCents(input.orderedPrice);
  const paid = toCents(input.paidPrice);
  const tolerance = toleranceHundredths(input.tolerance);
  if (ordered === undefined || paid === undefined || tolerance === undefined)
    throw new RangeError(
      `Not a price change: ${input.orderedPrice} -> ${input.paidPrice} (${input.tolerance})`,
    );
  const diff = paid - ordered;
  const thousandths = toThousandths(input.receivedAmount);
  if (thousandths === undefined) throw new RangeError(`Not an amount: ${input.receivedAmount}`);
  const forLine = roundedCents(thousandths, diff);
  // |diff| / ordered > tolerance% <=> |diff| * 10000 > ordered * tolerance (hundredths of a percent): exact.
  const changed = Math.abs(diff) * 10000 > ordered * tolerance;
  return { perUnit: centsToText(diff), forLine: centsToText(forLine), changed };
}

/**
 * Money in the reader's format: "1.234,50 RSD" in Serbian, "1,234.50 RSD" in English. Lists, the cart, previews
 * and the order message all show money through this.
 */
export function formatMoney(money: string, currency: string, language: string): string {
  // Totals may pass a single price's bound, so any run of digits is read here.
  const match = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(money.trim());
  if (!match) return `${money} ${currency}`;
  const [, sign, whole, fraction = ''] = match as unknown as [string, string, string, string | undefined];
  const [group, decimal] = language === 'en' ? [',', '.'] : ['.', ','];
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const zero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  return `${zero ? '' : sign}${grouped}${decimal}${fraction.padEnd(PRICE_DECIMALS, '0')} ${currency}`;
}
