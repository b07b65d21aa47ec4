/**
 * The `Idempotency-Key` request header (IETF draft-ietf-httpapi-idempotency-key-header, decision
 * 0022-idempotency-keys.md): a state-changing request that carries one is done at most once per key and caller; a
 * repeat gets the first answer back. The draft makes the value a Structured Field string (`"…"`); bare keys, which
 * many clients send, are accepted as the same key.
 */
import { z } from 'zod';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** The draft's bound on a key's length. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long the server keeps a key and its answer at least (hours). */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/** Visible ASCII without the quote and backslash, which would need the sf-string escapes. */
const KEY_CHARACTERS = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

/** The key a header value names, or null when it is not a valid key (empty, too long, other characters). */
export function parseIdempotencyKey(raw: string): string | null {
  const quoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"');
  const key = quoted ? raw.slice(1, -1) : raw;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return null;
  return KEY_CHARACTERS.test(key) ? key : null;
}

/** The header value for a key, as the draft writes it (a Structured Field string). */
export function formatIdempotencyKey(key: string): string {
  return `"${key}"`;
}

/** The header as the OpenAPI document shows it on every write; refusals answer `idempotency_key_invalid`. */
export const IdempotencyKeyHeaderSchema = z
  .string()
  .refine((value) => parseIdempotencyKey(value) !== null, { message: 'idempotency_key_invalid' })
  .optional()
  .describe(
    'A key of up to 255 visible ASCII characters, quoted ("…") or bare. A repeat with the same key and body ' +
      'answers the first answer again (header Idempotent-Replayed: true) without doing anything again.',
  );
