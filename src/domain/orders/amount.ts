/**
 * Amounts of articles (docs/PRODUCT.md#amounts): decimal text with digits and at most one decimal separator, minimum
 * 0.1 and (docs/PRODUCT.md#amount-bounds) at most MAX_AMOUNT. Serbian writes "1,5" and a Serbian phone keypad often
 * has only a comma, so a comma and a dot are both the decimal separator (docs/PRODUCT.md#amounts): this one rule
 * reads every typed amount, in the browser and on the server. They travel (with a dot) as strings and are stored as
 * NUMERIC(14,3); arithmetic here is exact (integer thousandths), never floating point.
 */
import { z } from 'zod';
import { formatDecimal } from '@/domain/shared/number-format';

export const MIN_AMOUNT = '0.1';
/**
 * The largest amount an order line, a delivery or a recommended quantity may hold. Far above any real order, and
 * far below the column's range, so sums of merged lines are refused by this rule, never by the database.
 */
export const MAX_AMOUNT = '100000';
export const AMOUNT_DECIMALS = 3;
/** What NUMERIC(14,3) holds before the dot: every stored amount, even one written before MAX_AMOUNT, parses. */
const COLUMN_INTEGER_DIGITS = 11;
/** Typing stops at the digits MAX_AMOUNT has. */
const TYPED_INTEGER_DIGITS = MAX_AMOUNT.length;

/** What the input may hold while typing: "12", "12.", "12,5". */
const PARTIAL_AMOUNT = new RegExp(`^\\d{1,${TYPED_INTEGER_DIGITS}}([.,]\\d{0,${AMOUNT_DECIMALS}})?$`);
/** A finished amount within the column's range: "12", "12.5", "12,5", ",5" (half, as typing makes it; not "12."). */
const COMPLETE_AMOUNT = new RegExp(
  `^(\\d{1,${COLUMN_INTEGER_DIGITS}}([.,]\\d{1,${AMOUNT_DECIMALS}})?|[.,]\\d{1,${AMOUNT_DECIMALS}})$`,
);

/**
 * The next value of an amount input after a keystroke or a paste: an invalid character makes the input keep its
 * previous value ("invalid last character dropped": docs/PRODUCT.md#input-rules), so "1,5," stays "1,5" and a pasted
 * "1.2.3" or "abc" changes nothing. A leading separator becomes "0," / "0." everywhere (",5" is half, never 5), and
 * spaces around a pasted amount are dropped. The text keeps the separator the user typed; parseAmount turns it into
 * the wire form.
 */
export function nextAmountInput(previous: string, typed: string): string {
  const trimmed = typed.trim();
  const candidate = /^[.,]/.test(trimmed) ? `0${trimmed}` : trimmed;
  if (candidate === '' || PARTIAL_AMOUNT.test(candidate)) return candidate;
  return previous;
}

/** Thousandths as an integer, or undefined when the text is not a complete amount. */
export function toThousandths(amount: string): number | undefined {
  if (!COMPLETE_AMOUNT.test(amount)) return undefined;
  const [whole, fraction = ''] = amount.replace(',', '.').split('.');
  return Number(whole || '0') * 1000 + Number(fraction.padEnd(AMOUNT_DECIMALS, '0'));
}

/** "3.500" -> "3.5", "2.000" -> "2": the shortest text of a thousandths value. */
export function fromThousandths(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(AMOUNT_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Normalises an amount read from the database ("1.500") or typed ("1,5") to the wire form ("1.5"); text that is
 * not an amount comes back unchanged.
 */
export function normalizeAmount(amount: string): string {
  const thousandths = toThousandths(amount);
  return thousandths === undefined ? amount : fromThousandths(thousandths);
}

const MIN_THOUSANDTHS = toThousandths(MIN_AMOUNT)!;
const MAX_THOUSANDTHS = toThousandths(MAX_AMOUNT)!;

export type AmountProblem = 'invalidAmount' | 'amountTooLarge';

/** Why the text is not an amount a user may order or receive: not a complete amount of at least 0.1, or too big. */
export function amountProblem(amount: string): AmountProblem | undefined {
  const thousandths = toThousandths(amount);
  if (thousandths === undefined || thousandths < MIN_THOUSANDTHS) return 'invalidAmount';
  if (thousandths > MAX_THOUSANDTHS) return 'amountTooLarge';
  return undefined;
}

/** Why a typed amount cannot be accepted, in the words the field shows next to it (docs/PRODUCT.md#amounts). */
export type AmountFieldProblem = 'notANumber' | 'belowMinimum' | 'tooLarge';

export function amountFieldProblem(amount: string): AmountFieldProblem | undefined {
  const thousandths = toThousandths(amount.trim());
  if (thousandths === undefined) return 'notANumber';
  if (thousandths < MIN_THOUSANDTHS) return 'belowMinimum';
  if (thousandths > MAX_THOUSANDTHS) return 'tooLarge';
  return undefined;
}

/** The wire form of a typed amount ("1,5" -> "1.5"), or undefined when it is not one a user may order. */
export function parseAmount(amount: string): string | undefined {
  return amountProblem(amount.trim()) === undefined ? normalizeAmount(amount.trim()) : undefined;
}

/**
 * An amount as the user's language writes it (docs/PRODUCT.md#amounts): "1,5" in Serbian, "1.5" in English. Lists,
 * previews and the order message all show amounts through this; inputs keep what was typed.
 */
export function formatAmount(amount: string, language: string): string {
  return formatDecimal(normalizeAmount(amount), language);
}

/** A complete amount from 0.1 (docs/PRODUCT.md#amounts) to MAX_AMOUNT. */
export function isValidAmount(amount: string): boolean {
  return amountProblem(amount) === undefined;
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

function refuseProblem(problem: AmountProblem | undefined, ctx: z.RefinementCtx): void {
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

/**
 * An order or delivery amount on the wire: a decimal string from 0.1 to MAX_AMOUNT. Numbers are accepted and
 * converted.
 */
export const AmountSchema = z
  .union([z.string(), z.number()], { error: 'invalidAmount' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .superRefine((value, ctx) => refuseProblem(amountProblem(value), ctx))
  .transform(normalizeAmount);

/**
 * A recommended quantity (docs/PRODUCT.md#recommended-quantity): same characters and bound, empty or zero clears it.
 */
export const RecommendedQuantitySchema = z
  .string({ error: 'invalidAmount' })
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') return;
    const thousandths = toThousandths(value);
    if (thousandths === undefined) refuseProblem('invalidAmount', ctx);
    else if (thousandths > MAX_THOUSANDTHS) refuseProblem('amountTooLarge', ctx);
  })
  .transform((value) => (value === '' || toThousandths(value) === 0 ? null : normalizeAmount(value)));
