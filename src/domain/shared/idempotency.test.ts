import { describe, expect, it } from 'vitest';
import { formatIdempotencyKey, IdempotencyKeyHeaderSchema, parseIdempotencyKey } from './idempotency';

describe('Idempotency-Key values', () => {
  it('reads a quoted key (the draft form) and a bare key as the same key', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
  });

  it('formats a key as the draft writes it, and reads it back', () => {
    expect(formatIdempotencyKey('abc')).toBe('"abc"');
    expect(parseIdempotencyKey(formatIdempotencyKey('abc'))).toBe('abc');
  });

  it('accepts up to 255 characters', () => {
    expect(parseIdempotencyKey('k'.repeat(255))).toBe('k'.repeat(255));
    expect(parseIdempotencyKey(`"${'k'.repeat(255)}"`)).toBe('k'.repeat(255));
    expect(parseIdempotencyKey('k'.repeat(256))).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['empty quotes', '""'],
    ['a space', 'two words'],
    ['a quote inside', 'a"b'],
    ['a backslash', 'a\\b'],
    ['a control character', 'a\tb'],
    ['non-ASCII', 'ključ'],
    ['one quote only', '"abc'],
  ])('refuses %s', (_, value) => {
    expect(parseIdempotencyKey(value)).toBeNull();
  });

  it('the header schema refuses with the catalogue code and lets an absent header pass', () => {
    expect(IdempotencyKeyHeaderSchema.safeParse(undefined).success).toBe(true);
    expect(IdempotencyKeyHeaderSchema.safeParse('abc').success).toBe(true);
    const refused = IdempotencyKeyHeaderSchema.safeParse('a b');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('idempotency_key_invalid');
  });
});
