import { describe, expect, it } from 'vitest';
import {
  CurrencySchema,
  PriceTextSchema,
  ToleranceSchema,
  centsToText,
  formatMoney,
  lineValue,
  lineValueCents,
  nextPriceInput,
  orderTotal,
  parsePrice,
  priceChange,
  toCents,
} from './money';

describe('prices as exact decimal text', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['1234,50', 123450],
    ['0', 0],
    ['999999999.99', 99999999999],
  ])('reads %j as %i cents', (text, cents) => expect(toCents(text)).toBe(cents));

  it.each(['', '-1', '1.234', 'abc', '1.2.3', '1000000000', '12.', ' ', '1e3'])('refuses %j', (text) =>
    expect(toCents(text)).toBeUndefined(),
  );

  it('writes the wire form with a dot and two decimals', () => {
    expect(parsePrice('1234,5')).toBe('1234.50');
    expect(centsToText(-5)).toBe('-0.05');
    expect(centsToText(10n ** 17n)).toBe('1000000000000000.00');
  });

  it('keeps the previous input when a keystroke cannot continue a price', () => {
    expect(nextPriceInput('12', '12,')).toBe('12,');
    expect(nextPriceInput('12,5', '12,5,')).toBe('12,5');
    expect(nextPriceInput('12,55', '12,555')).toBe('12,55');
    expect(nextPriceInput('', ',5')).toBe('0,5');
    expect(nextPriceInput('1', '1a')).toBe('1');
  });

  it('the wire schema normalises prices and refuses negative, too large or not a number with invalidPrice', () => {
    expect(PriceTextSchema.parse('1234,5')).toBe('1234.50');
    expect(PriceTextSchema.parse(7)).toBe('7.00');
    for (const bad of ['-1', '1000000000', 'x', null, '1.001']) {
      const result = PriceTextSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('invalidPrice');
    }
  });
});

describe('line value and order total', () => {
  it('multiplies amount by price, rounded half up to a cent', () => {
    expect(lineValue('2.5', '100.00')).toBe('250.00');
    expect(lineValue('0.333', '0.05')).toBe('0.02');
    expect(lineValue('0.1', '0.05')).toBe('0.01');
    expect(lineValue('3', null)).toBeNull();
  });

  it('stays exact beyond 2^53 cents (the largest amount at the largest price)', () => {
    expect(lineValueCents('100000', '999999999.99')).toBe(9999999999900000n);
    expect(centsToText(lineValueCents('100000', '999999999.99'))).toBe('99999999999000.00');
  });

  it('sums the priced lines and counts the lines without a price', () => {
    expect(
      orderTotal([
        { amount: '2', unitPrice: '150.50' },
        { amount: '1,5', unitPrice: '10' },
        { amount: '4', unitPrice: null },
      ]),
    ).toEqual({ total: '316.00', unpricedLines: 1 });
    expect(orderTotal([{ amount: '1', unitPrice: null }])).toEqual({ total: null, unpricedLines: 1 });
  });
});

describe('price paid vs ordered', () => {
  const check = (orderedPrice: string, paidPrice: string, receivedAmount = '10', tolerance = '2') =>
    priceChange({ orderedPrice, paidPrice, receivedAmount, tolerance });

  it('a difference up to the tolerance is not a change; beyond it is', () => {
    expect(check('100', '102').changed).toBe(false);
    expect(check('100', '102.01').changed).toBe(true);
    expect(check('100', '98').changed).toBe(false);
    expect(check('100', '97.99').changed).toBe(true);
    expect(check('100', '100', '10', '0').changed).toBe(false);
    expect(check('100', '100.01', '10', '0').changed).toBe(true);
  });

  it('gives the difference per unit and for the received amount', () => {
    expect(check('120', '132', '2.5')).toEqual({ perUnit: '12.00', forLine: '30.00', changed: true });
    expect(check('120', '110', '3')).toEqual({ perUnit: '-10.00', forLine: '-30.00', changed: true });
  });

  it('an ordered price of 0 changed with any paid price above 0', () => {
    expect(check('0', '0.01').changed).toBe(true);
    expect(check('0', '0').changed).toBe(false);
  });
});

describe('venue money settings', () => {
  it('tolerance is a percentage from 0 to 100', () => {
    expect(ToleranceSchema.parse('2,5')).toBe('2.50');
    expect(ToleranceSchema.safeParse('100.01').success).toBe(false);
    expect(ToleranceSchema.safeParse('-1').success).toBe(false);
  });

  it('currency is three letters', () => {
    expect(CurrencySchema.parse('eur')).toBe('EUR');
    expect(CurrencySchema.safeParse('EURO').success).toBe(false);
  });
});

describe('money in the reader format', () => {
  it.each([
    ['1234.5', 'ser', '1.234,50 RSD'],
    ['1234.5', 'en', '1,234.50 RSD'],
    ['1234567.89', 'ser', '1.234.567,89 RSD'],
    ['0.5', 'en', '0.50 RSD'],
    ['-30.00', 'ser', '-30,00 RSD'],
    ['999', 'ser', '999,00 RSD'],
  ])('%j in %s is %j', (money, language, text) => expect(formatMoney(money, 'RSD', language)).toBe(text));
});

describe('totals beyond one price in the reader format', () => {
  it('groups any number of digits', () => {
    expect(formatMoney('99999999999000.00', 'EUR', 'en')).toBe('99,999,999,999,000.00 EUR');
    expect(formatMoney('-0.00', 'RSD', 'ser')).toBe('0,00 RSD');
  });
});
