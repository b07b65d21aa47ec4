import { describe, expect, it } from 'vitest';
import { isOutlierAmount, minimumShortfall, outlierLines } from './order-guards';

describe('outlier amounts', () => {
  it('marks half or less and double or more of the last amount, the limits included', () => {
    expect(isOutlierAmount('20', '2')).toBe(true);
    expect(isOutlierAmount('4', '2')).toBe(true);
    expect(isOutlierAmount('3.999', '2')).toBe(false);
    expect(isOutlierAmount('1', '2')).toBe(true);
    expect(isOutlierAmount('1.001', '2')).toBe(false);
    expect(isOutlierAmount('0.5', '2.5')).toBe(true);
    expect(isOutlierAmount('2', '2')).toBe(false);
  });

  it('reads comma decimals and sees nothing without a last amount', () => {
    expect(isOutlierAmount('5', '2,5')).toBe(true);
    expect(isOutlierAmount('3', null)).toBe(false);
    expect(isOutlierAmount('3', undefined)).toBe(false);
    expect(isOutlierAmount('3.', '1')).toBe(false);
  });

  it('lists only the unusual lines that have a last amount', () => {
    const usual = new Map([
      [1, '2'],
      [2, '10'],
    ]);
    expect(
      outlierLines(
        [
          { articleId: 1, amount: '20' },
          { articleId: 2, amount: '9' },
          { articleId: 3, amount: '500' },
        ],
        usual,
      ),
    ).toEqual([{ articleId: 1, amount: '20', usual: '2' }]);
  });
});

describe('minimum order value', () => {
  it('gives the missing value below the minimum', () => {
    expect(minimumShortfall('3200.00', '5000.00')).toEqual({
      minimum: '5000.00',
      total: '3200.00',
      missing: '1800.00',
    });
    expect(minimumShortfall('4999.99', '5000')).toMatchObject({ missing: '0.01' });
  });

  it('says nothing at or above it, without a minimum or without priced lines', () => {
    expect(minimumShortfall('5000.00', '5000.00')).toBeNull();
    expect(minimumShortfall('6000.00', '5000.00')).toBeNull();
    expect(minimumShortfall('10.00', null)).toBeNull();
    expect(minimumShortfall(null, '5000.00')).toBeNull();
  });
});
