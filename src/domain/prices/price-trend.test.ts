import { describe, expect, it } from 'vitest';
import { changePercent, priceDrift, priceTrend, roseOverTolerance, roundTenth } from './price-trend';

describe('priceTrend', () => {
  it('is up, down or flat against the previous paid price, with the change in percent', () => {
    expect(priceTrend('100.00', '110.00')).toEqual({ direction: 'up', percent: 10 });
    expect(priceTrend('120.00', '90.00')).toEqual({ direction: 'down', percent: -25 });
    expect(priceTrend('80.50', '80.50')).toEqual({ direction: 'flat', percent: 0 });
  });
  it('is flat without a previous price, and has no percent from a price of 0', () => {
    expect(priceTrend(null, '10.00')).toEqual({ direction: 'flat', percent: null });
    expect(priceTrend('0.00', '10.00')).toEqual({ direction: 'up', percent: null });
  });
  it('rounds the percent to one decimal, half away from zero', () => {
    expect(changePercent('3.00', '4.00')).toBe(33.3);
    expect(changePercent('3.00', '2.00')).toBe(-33.3);
    expect(changePercent('200.00', '200.01')).toBe(0);
    expect(changePercent('80.00', '80.04')).toBe(0.1);
  });
});

describe('roseOverTolerance', () => {
  it('counts a rise strictly beyond the tolerance only', () => {
    expect(roseOverTolerance('100.00', '102.00', '2')).toBe(false);
    expect(roseOverTolerance('100.00', '102.01', '2')).toBe(true);
    expect(roseOverTolerance('100.00', '90.00', '2')).toBe(false);
    expect(roseOverTolerance('100.00', '100.50', '0,25')).toBe(true);
  });
  it('counts any rise from 0, and no change at all never', () => {
    expect(roseOverTolerance('0.00', '0.01', '2')).toBe(true);
    expect(roseOverTolerance('0.00', '0.00', '0')).toBe(false);
  });
  it('refuses what is not a price or a tolerance', () => {
    expect(() => roseOverTolerance('x', '1', '2')).toThrow(RangeError);
    expect(() => roseOverTolerance('1', '1', '101')).toThrow(RangeError);
  });
});

describe('priceDrift', () => {
  it('is the share of lines beyond the tolerance and the average signed change', () => {
    const drift = priceDrift(
      [
        { orderedPrice: '100.00', paidPrice: '110.00' },
        { orderedPrice: '100.00', paidPrice: '101.00' },
        { orderedPrice: '50.00', paidPrice: '45.00' },
        { orderedPrice: '10.00', paidPrice: '10.00' },
      ],
      '2',
    );
    expect(drift).toEqual({ lines: 4, changedShare: 0.5, averageChange: 0.3 });
  });
  it('has no share and no average without lines; a line ordered at 0 counts as changed but has no percent', () => {
    expect(priceDrift([], '2')).toEqual({ lines: 0, changedShare: null, averageChange: null });
    expect(priceDrift([{ orderedPrice: '0', paidPrice: '5' }], '2')).toEqual({
      lines: 1,
      changedShare: 1,
      averageChange: null,
    });
  });
});

describe('roundTenth', () => {
  it('rounds half away from zero without a negative zero', () => {
    expect(roundTenth(0.25)).toBe(0.3);
    expect(roundTenth(-0.25)).toBe(-0.3);
    expect(roundTenth(-0.01)).toBe(0);
    expect(Object.is(roundTenth(-0.01), -0)).toBe(false);
  });
});
