/**
 * Text from a user (docs/PRODUCT.md#user-text): the one rule every name, note, search query and other free text of a
 * request goes through, in bodies and query strings alike. It is trimmed (names are compared without surrounding
 * spaces: docs/PRODUCT.md#unique-names; a note of spaces is no note), limited in length, and refuses control
 * characters other than tab and line breaks. A NUL cannot be stored by PostgreSQL at all, and the other controls and
 * unpaired surrogates only garble what the next reader sees, so they are refused with 400 `invalidCharacters` before
 * anything is written.
 */
import { z } from 'zod';
import type { ErrorCode } from '@/domain/errors';

/**
 * Control characters (Unicode Cc: U+0000 to U+001F, DEL and U+0080 to U+009F) other than tab, line feed and
 * carriage return; and UTF-16 surrogates without their other half (Cs in unicode mode), which have no UTF-8 form.
 */
const FORBIDDEN_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** Whether the text holds only characters a user may type into a field. */
export function isAllowedText(text: string): boolean {
  return !FORBIDDEN_CHARACTER.test(text);
}

export interface UserTextRule {
  /** Most characters kept, after trimming. */
  max: number;
  /** Refuse empty text (after trimming) with common.requiredField (docs/PRODUCT.md#required-fields). */
  required?: boolean;
  /** Keep surrounding white space: for secrets and tokens, compared exactly as typed. Default: trimmed. */
  keepSpaces?: boolean;
  /** Code for text that is not a string at all. Default: common.requiredField when required, else invalidInput. */
  typeError?: ErrorCode;
  /** Code for text longer than `max`. Default: invalidInput. */
  tooLong?: ErrorCode;
}

/**
 * A string schema applying the rule; chain `.regex()`, `.nullish()`, `.transform()` as a field needs. Forbidden
 * characters and excess length stop the checks after them, so a pattern chained on top never runs over a megabyte
 * of text (an e-mail pattern can take quadratic time there). An empty required field does not: a form still
 * checks its other rules (passwords that differ) while a field is blank.
 */
export function userText(rule: UserTextRule): z.ZodString {
  const typeError: ErrorCode = rule.typeError ?? (rule.required ? 'common.requiredField' : 'invalidInput');
  let schema = z
    .string({ error: typeError })
    .refine(isAllowedText, { error: 'invalidCharacters', abort: true });
  if (!rule.keepSpaces) schema = schema.trim();
  if (rule.required) schema = schema.min(1, 'common.requiredField');
  return schema.max(rule.max, { error: rule.tooLong ?? 'invalidInput', abort: true });
}
