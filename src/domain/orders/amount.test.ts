import { describe, expect, it } from 'vitest';
import {
  AmountSchema,
  addAmounts,
  amountFieldProblem,
  amountProblem,
  compareAmounts,
  formatAmount,
  isValidAmount,
  MAX_AMOUNT,
  nextAmountInput,
  normalizeAmount,
  parseAmount,
  RecommendedQuantitySchema,
} from './amount';

describe('typing an amount (docs/PRODUCT.md#amounts)', () => {
  it('accepts digits and one dot', () => {
    expect(nextAmountInput('', '1')).toBe('1');
    expect(nextAmountInput('1', '12')).toBe('12');
    expect(nextAmountInput('12', '12.')).toBe('12.');
    expect(nextAmountInput('12.', '12.5')).toBe('12.5');
  });

  it('drops an invalid last character by keeping the previous value', () => {
    expect(nextAmountInput('12.5', '12.5.')).toBe('12.5');
    expect(nextAmountInput('12', '12a')).toBe('12');
    expect(nextAmountInput('1', '1-')).toBe('1');
    expect(nextAmountInput('1.125', '1.1255')).toBe('1.125');
  });

  it('turns a leading separator into 0 everywhere', () => {
    expect(nextAmountInput('', '.')).toBe('0.');
    expect(nextAmountInput('', ',')).toBe('0,');
    expect(nextAmountInput('', '.5')).toBe('0.5');
    expect(nextAmountInput('', ',5')).toBe('0,5');
  });

  it('lets the input be cleared', () => {
    expect(nextAmountInput('3', '')).toBe('');
  });

  it('stops at as many digits as the largest amount has', () => {
    expect(nextAmountInput('99999', '999999')).toBe('999999');
    expect(nextAmountInput('999999', '9999999')).toBe('999999');
  });
});

describe('comma and dot are both the decimal separator (docs/PRODUCT.md#amounts)', () => {
  it('types "1,5" and "1.5" as one and a half', () => {
    expect(nextAmountInput('1', '1,')).toBe('1,');
    expect(nextAmountInput('1,', '1,5')).toBe('1,5');
    expect(parseAmount('1,5')).toBe('1.5');
    expect(parseAmount('1.5')).toBe('1.5');
    expect(parseAmount(',5')).toBe('0.5');
    expect(parseAmount('.5')).toBe('0.5');
    expect(parseAmount(nextAmountInput('', ',5'))).toBe('0.5');
    expect(parseAmount(nextAmountInput('', '.5'))).toBe('0.5');
  });

  it('drops a second separator and refuses "1.2.3"', () => {
    expect(nextAmountInput('1,5', '1,5,')).toBe('1,5');
    expect(nextAmountInput('1,5', '1,5.')).toBe('1,5');
    expect(nextAmountInput('', '1.2.3')).toBe('');
    expect(amountFieldProblem('1.2.3')).toBe('notANumber');
    expect(amountFieldProblem('1,5,')).toBe('notANumber');
  });

  it('says why an amount cannot be accepted', () => {
    expect(amountFieldProblem('0')).toBe('belowMinimum');
    expect(amountFieldProblem('0,05')).toBe('belowMinimum');
    expect(amountFieldProblem('2,')).toBe('notANumber');
    expect(amountFieldProblem('100000,5')).toBe('tooLarge');
    expect(amountFieldProblem('0,1')).toBeUndefined();
    expect(nextAmountInput('', '0')).toBe('0');
    expect(parseAmount('0')).toBeUndefined();
  });

  it('takes a pasted amount without its spaces and ignores pasted text that is not one', () => {
    expect(nextAmountInput('', ' 1,5 ')).toBe('1,5');
    expect(nextAmountInput('2', '1,5 kg')).toBe('2');
    expect(nextAmountInput('2', 'two')).toBe('2');
    expect(nextAmountInput('2', '1 500')).toBe('2');
  });

  it('sends a dot on the wire, from the same rule the server reads', () => {
    expect(AmountSchema.parse('1,5')).toBe('1.5');
    expect(AmountSchema.parse(' 0,25 ')).toBe('0.25');
    expect(AmountSchema.safeParse('1,2,3').error?.issues[0]?.message).toBe('invalidAmount');
    expect(AmountSchema.safeParse('1.2.3').error?.issues[0]?.message).toBe('invalidAmount');
    expect(AmountSchema.safeParse('0').error?.issues[0]?.message).toBe('invalidAmount');
    expect(RecommendedQuantitySchema.parse('2,5')).toBe('2.5');
    expect(normalizeAmount('1,500')).toBe('1.5');
    expect(addAmounts('1,5', '1.5')).toBe('3');
  });

  it('shows amounts in the language of the user', () => {
    expect(formatAmount('1.500', 'ser')).toBe('1,5');
    expect(formatAmount('1.500', 'en')).toBe('1.5');
    expect(formatAmount('2', 'ser')).toBe('2');
    expect(formatAmount('1,25', 'en')).toBe('1.25');
  });
});

describe('valid amounts', () => {
  it('need at least 0.1', () => {
    expect(isValidAmount('0.1')).toBe(true);
    expect(isValidAmount('0.09')).toBe(false);
    expect(isValidAmount('0')).toBe(false);
    expect(isValidAmount('250')).toBe(true);
  });

  it('must be complete', () => {
    expect(isValidAmount('2.')).toBe(false);
    expect(isValidAmount('')).toBe(false);
    expect(isValidAmount('1e3')).toBe(false);
  });

  it('parse on the wire to normalised text with the invalidAmount code', () => {
    expect(AmountSchema.parse('2.500')).toBe('2.5');
    expect(AmountSchema.parse(3)).toBe('3');
    expect(AmountSchema.safeParse('0.05').error?.issues[0]?.message).toBe('invalidAmount');
    expect(AmountSchema.safeParse('abc').error?.issues[0]?.message).toBe('invalidAmount');
    expect(AmountSchema.safeParse(0.1 + 0.2).error?.issues[0]?.message).toBe('invalidAmount');
  });
});

describe('the largest amount (docs/PRODUCT.md#amount-bounds)', () => {
  it('is 100 000 with at most 3 decimals, refused above with amountTooLarge', () => {
    expect(MAX_AMOUNT).toBe('100000');
    expect(isValidAmount('100000')).toBe(true);
    expect(isValidAmount('99999.999')).toBe(true);
    expect(amountProblem('100000.001')).toBe('amountTooLarge');
    expect(amountProblem('9999999999.999')).toBe('amountTooLarge');
    expect(amountProblem('1.0005')).toBe('invalidAmount');
  });

  it('is checked on the wire, for text and numbers alike', () => {
    expect(AmountSchema.parse('100000.000')).toBe('100000');
    expect(AmountSchema.safeParse('9999999999.999').error?.issues[0]?.message).toBe('amountTooLarge');
    expect(AmountSchema.safeParse(100_000.5).error?.issues[0]?.message).toBe('amountTooLarge');
    expect(AmountSchema.safeParse(1e21).error?.issues[0]?.message).toBe('invalidAmount');
  });

  it('bounds the recommended quantity too', () => {
    expect(RecommendedQuantitySchema.parse('100000')).toBe('100000');
    expect(RecommendedQuantitySchema.safeParse('100001').error?.issues[0]?.message).toBe('amountTooLarge');
  });

  it('leaves every amount the column can hold readable, however it got there', () => {
    // NUMERIC(14,3): 11 digits before the dot. An amount stored before the bound still compares and adds.
    expect(normalizeAmount('19999999999.998')).toBe('19999999999.998');
    expect(compareAmounts('19999999999.998', '1')).toBeGreaterThan(0);
    expect(addAmounts('99999999999.999', '99999999999.999')).toBe('199999999999.998');
    expect(amountProblem('19999999999.998')).toBe('amountTooLarge');
  });
});

describe('amount arithmetic is exact', () => {
  it('adds without floating point error', () => {
    expect(addAmounts('0.1', '0.2')).toBe('0.3');
    expect(addAmounts('1.5', '2')).toBe('3.5');
    expect(addAmounts('0.999', '0.001')).toBe('1');
  });

  it('compares', () => {
    expect(compareAmounts('2', '2.000')).toBe(0);
    expect(compareAmounts('1.9', '2')).toBeLessThan(0);
  });

  it('normalises database text', () => {
    expect(normalizeAmount('1.500')).toBe('1.5');
    expect(normalizeAmount('2.000')).toBe('2');
  });
});

describe('recommended quantity', () => {
  it('saves empty or zero as cleared', () => {
    expect(RecommendedQuantitySchema.parse('')).toBeNull();
    expect(RecommendedQuantitySchema.parse('0')).toBeNull();
    expect(RecommendedQuantitySchema.parse('2.50')).toBe('2.5');
    expect(RecommendedQuantitySchema.safeParse('2.').success).toBe(false);
  });
});
