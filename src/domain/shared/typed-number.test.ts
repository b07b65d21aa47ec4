import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from './typed-number';

describe('parseTypedNumber', () => {
  it('reads the ways a Serbian user types 1250.5 alike', () => {
    for (const typed of ['1.250,50', '1250,50', '1250.50', '1 250,50', '1,250.50', ' 1250,50 ']) {
      expect(parseTypedNumber(typed)).toBe('1250.50');
      expect(Number(parseTypedNumber(typed))).toBe(1250.5);
    }
  });

  it('reads whole numbers and thousands groups', () => {
    expect(parseTypedNumber('890')).toBe('890');
    expect(parseTypedNumber('1.250.000')).toBe('1250000');
    expect(parseTypedNumber('1,250,000')).toBe('1250000');
    expect(parseTypedNumber('1.250.000,5')).toBe('1250000.5');
  });

  it('reads a single separator as the decimal mark', () => {
    expect(parseTypedNumber('129,90')).toBe('129.90');
    expect(parseTypedNumber('0.5')).toBe('0.5');
    expect(parseTypedNumber('1.234')).toBe('1.234');
  });

  it('leaves what is not a number unread', () => {
    for (const typed of [
      '',
      'abc',
      '-5',
      '1,2,3',
      '12.50.00',
      '1.25,5.0',
      '1..2',
      ',5',
      '5,',
      '1.2345,6',
      '1e3',
    ]) {
      expect(parseTypedNumber(typed)).toBeUndefined();
    }
  });
});
