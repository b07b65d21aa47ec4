import { describe, expect, it } from 'vitest';
import { isAllowedText, userText } from './text';

const codeOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('text from a user (docs/PRODUCT.md#user-text)', () => {
  const note = userText({ max: 20 });
  const name = userText({ max: 20, required: true });

  it('is trimmed and kept otherwise as typed, tabs, line breaks, RTL and emoji included', () => {
    expect(note.parse('  Dostava do 9h  ')).toBe('Dostava do 9h');
    expect(note.parse('red 1\r\nred 2\tx')).toBe('red 1\r\nred 2\tx');
    expect(note.parse('\u202bשלום مرحبا')).toBe('\u202bשלום مرحبا');
    expect(note.parse('Ćevapi 😀')).toBe('Ćevapi 😀');
  });

  it('refuses NUL, the other control characters and unpaired surrogates with invalidCharacters', () => {
    for (const text of [
      'a\u0000b',
      'bell\u0007',
      'esc\u001b[31m',
      'del\u007f',
      'c1\u0085',
      'x\ud800',
      '\udfffy',
    ]) {
      expect(isAllowedText(text)).toBe(false);
      expect(codeOf(note.safeParse(text))).toBe('invalidCharacters');
    }
    expect(isAllowedText('pair 😀')).toBe(true);
  });

  it('limits the length after trimming, with the field’s own code when it has one', () => {
    expect(note.safeParse(`  ${'a'.repeat(20)}  `).success).toBe(true);
    expect(codeOf(note.safeParse('a'.repeat(21)))).toBe('invalidInput');
    expect(codeOf(userText({ max: 3, tooLong: 'invalidPhone' }).safeParse('1234'))).toBe('invalidPhone');
  });

  it('requires text when asked, and spaces are no text', () => {
    expect(codeOf(name.safeParse('   '))).toBe('common.requiredField');
    expect(codeOf(name.safeParse(undefined))).toBe('common.requiredField');
    expect(codeOf(note.safeParse(42))).toBe('invalidInput');
  });

  it('keeps surrounding spaces of secrets compared exactly', () => {
    expect(userText({ max: 10, keepSpaces: true }).parse(' token ')).toBe(' token ');
  });

  it('stops at the first refusal, so a chained pattern never scans a megabyte', () => {
    let scanned = 0;
    const email = userText({ max: 254 }).refine((text) => {
      scanned += text.length;
      return text.includes('@');
    }, 'invalidEmailInput');
    expect(codeOf(email.safeParse('x'.repeat(1 << 20)))).toBe('invalidInput');
    expect(codeOf(email.safeParse('a\u0000@b.rs'))).toBe('invalidCharacters');
    expect(scanned).toBe(0);
  });
});
