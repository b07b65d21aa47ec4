/**
 * Amounts of articles (SPEC §5): decimal text with digits and at most one dot, never starting with a dot,
 * minimum 0.1. They travel as strings and are stored as NUMERIC(14,3); arithmetic here is exact (integer
 * thousandths), never floating point.
 */
import { z } from 'zod';

export const MIN_AMOUNT = '0.1';
export const AMOUNT_DECIMALS = 3;
const MAX_INTEGER_DIGITS = 10;

/** What the input may hold while typing: "12", "12.", "12.5". */
const PARTIAL_AMOUNT = new RegExp(`^\\d{1,${MAX_INTEGER_DIGITS}}(\\.\\d{0,${AMOUNT_DECIMALS}})?$`);
/** A finished amount: "12", "12.5" (not "12."). */
const COMPLETE_AMOUNT = new RegExp(`^\\d{1,${MAX_INTEGER_DIGITS}}(\\.\\d{1,${AMOUNT_DECIMALS}})?$`);

/**
 * The next value of an amount input after a keystroke: an invalid character makes the input keep its previous
 * value (SPEC §5 "invalid last character dropped"). Commas are not decimal separators here.
 * `prefixLeadingDot` turns a leading "." into "0." (the cart sheet and the receive dialog do this).
 */
export function nextAmountInput(
  previous: string,
  typed: string,
  options: { prefixLeadingDot?: boolean } = {},
): string {
  const candidate = options.prefixLeadingDot && typed.startsWith('.') ? `0${typed}` : typed;
  if (candidate === '' || PARTIAL_AMOUNT.test(candidate)) return candidate;
  return previous;
}

/** Thousandths as an integer, or undefined when the text is not a complete amount. */
export function toThousandths(amount: string): number | undefined {
  if (!COMPLETE_AMOUNT.test(amount)) return undefined;
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(AMOUNT_DECIMALS, '0'));
}

/** "3.500" -> "3.5", "2.000" -> "2": the shortest text of a thousandths value. */
export function fromThousandths(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(AMOUNT_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Normalises an amount read from the database ("1.500") for display and comparison ("1.5"). */
export function normalizeAmount(amount: string): string {
  const thousandths = toThousandths(amount);
  return thousandths === undefined ? amount : fromThousandths(thousandths);
}

const MIN_THOUSANDTHS = toThousandths(MIN_AMOUNT)!;

/** A complete amount of at least 0.1 (SPEC §5). */
export function isValidAmount(amount: string): boolean {
  const thousandths = toThousandths(amount);
  return thousandths !== undefined && thousandths >= MIN_THOUSANDTHS;
}

export function addAmounts(a: string, b: string): string {
  const x = toThousandths(a);
  const y = toThousandths(b);
  if (x === undefined || y === undefined) throw new Error(`Not amounts: ${a}, ${b}`);
  return fromThousandths(x + y);
}

/** Negative, zero or positive like a comparator. */
export function compareAmounts(a: string, b: string): number {
  const x = toThousandths(a);
  const y = toThousandths(b);
  if (x === undefined || y === undefined) throw new Error(`Not amounts: ${a}, ${b}`);
  return x - y;
}

/** An order or delivery amount on the wire: a decimal string, at least 0.1. Numbers are accepted and converted. */
export const AmountSchema = z
  .union([z.string(), z.number()], { error: 'invalidAmount' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine(isValidAmount, 'invalidAmount')
  .transform(normalizeAmount);

/** A recommended quantity (SPEC §5): same characters, empty or zero clears it. */
export const RecommendedQuantitySchema = z
  .string({ error: 'invalidAmount' })
  .trim()
  .refine((value) => value === '' || toThousandths(value) !== undefined, 'invalidAmount')
  .transform((value) => (value === '' || toThousandths(value) === 0 ? null : normalizeAmount(value)));
