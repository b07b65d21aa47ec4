import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatDecimal, formatMoneyText, formatNumberValue } from './number-format';

describe('formatDecimal', () => {
  it('writes a decimal comma in Serbian and a dot in English', () => {
    expect(formatDecimal('1.5', 'ser')).toBe('1,5');
    expect(formatDecimal('1.5', 'en')).toBe('1.5');
    expect(formatDecimal('1.5', 'sr')).toBe('1,5');
    expect(formatDecimal('1.5', 'en-GB')).toBe('1.5');
  });

  it('drops trailing zeros of a stored amount and keeps whole numbers whole', () => {
    expect(formatDecimal('1.500', 'ser')).toBe('1,5');
    expect(formatDecimal('2.000', 'en')).toBe('2');
    expect(formatDecimal('0.125', 'ser')).toBe('0,125');
  });

  it('groups thousands only when asked, with the language separator', () => {
    expect(formatDecimal('1234567.5', 'ser')).toBe('1234567,5');
    expect(formatDecimal('1234567.5', 'ser', { grouping: true })).toBe('1.234.567,5');
    expect(formatDecimal('1234567.5', 'en', { grouping: true })).toBe('1,234,567.5');
    expect(formatDecimal('999', 'en', { grouping: true })).toBe('999');
  });

  it('pads and rounds half up on the digits, without floating point', () => {
    expect(formatDecimal('12', 'ser', { fractionDigits: 2 })).toBe('12,00');
    expect(formatDecimal('0.125', 'en', { fractionDigits: 2 })).toBe('0.13');
    expect(formatDecimal('1.005', 'en', { fractionDigits: 2 })).toBe('1.01');
    expect(formatDecimal('9999.995', 'ser', { fractionDigits: 2, grouping: true })).toBe('10.000,00');
    expect(formatDecimal('123456789012345678.91', 'en', { fractionDigits: 2 })).toBe('123456789012345678.91');
  });

  it('keeps a minus sign except on zero', () => {
    expect(formatDecimal('-3.25', 'ser')).toBe('-3,25');
    expect(formatDecimal('-0.001', 'en', { fractionDigits: 2 })).toBe('0.00');
  });

  it('leaves text that is not a decimal alone', () => {
    expect(formatDecimal('abc', 'ser')).toBe('abc');
    expect(formatDecimal('1,5', 'ser')).toBe('1,5');
    expect(formatDecimal('', 'en')).toBe('');
  });
});

describe('formatNumberValue', () => {
  it('formats computed numbers with grouping and at most the given decimals', () => {
    expect(formatNumberValue(1234.5, 'ser')).toBe('1.234,5');
    expect(formatNumberValue(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumberValue(0.1 + 0.2, 'ser')).toBe('0,3');
    expect(formatNumberValue(7, 'en')).toBe('7');
  });
});

describe('formatMoneyText', () => {
  it('always shows two decimals', () => {
    expect(formatMoneyText('1234.5', 'ser')).toBe('1.234,50');
    expect(formatMoneyText(1234.5, 'en')).toBe('1,234.50');
    expect(formatMoneyText('0', 'ser')).toBe('0,00');
  });
});

describe('formatCompactNumber', () => {
  it('shortens axis numbers in the reader language', () => {
    expect(formatCompactNumber(12500, 'ser')).toBe('13 hilj.');
    expect(formatCompactNumber(12500, 'en')).toBe('13K');
    expect(formatCompactNumber(1_250_000, 'ser')).toBe('1,3 mil.');
    expect(formatCompactNumber(1_250_000, 'en')).toBe('1.3M');
    expect(formatCompactNumber(950, 'en')).toBe('950');
    expect(formatCompactNumber(2.5, 'ser')).toBe('2,5');
  });
});
