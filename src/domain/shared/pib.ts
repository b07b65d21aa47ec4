/**
 * The Serbian tax id (PIB): 9 digits, the last one the ISO 7064 MOD 11,10 check digit of the first eight
 * (docs/decisions/0019-pib-rule.md). People type it with an "RS" prefix (as e-invoices write it), spaces, dots or
 * dashes; those are dropped. Suppliers from other countries have other tax ids: a supplier marked foreign keeps
 * the older rule of 9 to 13 characters (PIB_MIN_LENGTH..PIB_MAX_LENGTH) and skips the check digit.
 */
import { z } from 'zod';
import { AppError } from '@/domain/errors';

export const PIB_LENGTH = 9;
/** A foreign supplier's tax id, and any tax id stored before the check digit was enforced. */
export const PIB_MIN_LENGTH = 9;
export const PIB_MAX_LENGTH = 13;

/** What people put around the digits: white space, dots, dashes, slashes. */
const SEPARATORS = /[\s./-]+/g;

/** "RS 101-134-702" -> "101134702": the RS prefix (any case) and separators dropped; nothing else changed. */
export function normalizePib(text: string): string {
  const compact = text.replace(SEPARATORS, '');
  return /^rs/i.test(compact) ? compact.slice(2) : compact;
}

/** The ISO 7064 MOD 11,10 check digit of eight digits (start p = 10; per digit s = (p + d) mod 10 or 10, p = 2s mod 11). */
export function pibCheckDigit(firstEight: string): number {
  if (!/^\d{8}$/.test(firstEight)) throw new RangeError(`Not eight digits: ${firstEight}`);
  let product = 10;
  for (const digit of firstEight) {
    const sum = (product + Number(digit)) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10;
}

/** Nine digits whose last is the check digit of the first eight (the text as stored: already normalised). */
export function isValidPib(pib: string): boolean {
  return /^\d{9}$/.test(pib) && Number(pib[8]) === pibCheckDigit(pib.slice(0, 8));
}

/** A stored tax id as the admin screens judge it: a foreign supplier's or no tax id is never flagged. */
export function storedPibValid(pib: string | null, isForeign = false): boolean {
  return pib === null || isForeign || isValidPib(pib);
}

/**
 * The code a tax id gets, or null when it is acceptable: a Serbian one must be a valid PIB, a foreign supplier's
 * 9 to 13 characters. `unchangedFrom` is the value stored before an edit: an edit that keeps a tax id stored
 * before the rule existed is not refused for it (existing data keeps working).
 */
export function pibProblem(
  pib: string,
  options: { isForeign?: boolean; unchangedFrom?: string | null } = {},
): 'common.pibConstraint' | null {
  if (options.unchangedFrom != null && pib === options.unchangedFrom) return null;
  if (options.isForeign) {
    return pib.length >= PIB_MIN_LENGTH && pib.length <= PIB_MAX_LENGTH ? null : 'common.pibConstraint';
  }
  return isValidPib(pib) ? null : 'common.pibConstraint';
}

/**
 * Refuses a tax id the rule does not accept with 400 common.pibConstraint on the field `pib`: the services of edits,
 * which know the stored tax id (`unchangedFrom`).
 */
export function assertPibAcceptable(
  pib: string | null,
  options: { isForeign?: boolean; unchangedFrom?: string | null } = {},
): void {
  if (pib === null) return;
  const problem = pibProblem(pib, options);
  if (problem) throw new AppError(problem, 'Not a valid PIB', { pib: problem });
}

/** Longest text accepted before normalising ("RS 101 134 702" and the like; refused beyond, without a regex). */
const TYPED_MAX_LENGTH = 40;

/**
 * A required Serbian PIB field: normalised, then the check digit (common.pibConstraint). The output is the nine
 * digits.
 */
export const ValidPibSchema = z
  .string({ error: 'common.requiredField' })
  .max(TYPED_MAX_LENGTH, { error: 'common.pibConstraint', abort: true })
  .transform(normalizePib)
  .refine((pib) => pib.length > 0, { error: 'common.requiredField', abort: true })
  .refine(isValidPib, 'common.pibConstraint');
