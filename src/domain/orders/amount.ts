/**
 * Amounts of articles (SPEC §5): decimal text with digits and at most one dot, never starting with a dot,
 * minimum 0.1 and (issue 8) at most MAX_AMOUNT. They travel as strings and are stored as NUMERIC(14,3);
 * arithmetic here is exact (integer thousandths), never floating point.
 */
import { z } from 'zod';

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

/** What the input may hold while typing: "12", "12.", "12.5". */
const PARTIAL_AMOUNT = new RegExp(`^\\d{1,${TYPED_INTEGER_DIGITS}}(\\.\\d{0,${AMOUNT_DECIMALS}})?$`);
/** A finished amount within the column's range: "12", "12.5" (not "12."). */
const COMPLETE_AMOUNT = new RegExp(`^\\d{1,${COLUMN_INTEGER_DIGITS}}(\\.\\d{1,${AMOUNT_DECIMALS}})?$`);

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
const MAX_THOUSANDTHS = toThousandths(MAX_AMOUNT)!;

export type AmountProblem = 'invalidAmount' | 'amountTooLarge';

/** Why the text is not an amount a user may order or receive: not a complete amount of at least 0.1, or too big. */
export function amountProblem(amount: string): AmountProblem | undefined {
  const thousandths = toThousandths(amount);
  if (thousandths === undefined || thousandths < MIN_THOUSANDTHS) return 'invalidAmount';
  if (thousandths > MAX_THOUSANDTHS) return 'amountTooLarge';
  return undefined;
}

/** A complete amount from 0.1 (SPEC §5) to MAX_AMOUNT. */
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

/** A recommended quantity (SPEC §5): same characters and bound, empty or zero clears it. */
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
