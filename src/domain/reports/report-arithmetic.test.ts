import { describe, expect, it } from 'vitest';
import { centsText, fillRate, lineFigures, priceCents, totalsOf, type ReportLine } from './report-arithmetic';
import { isReportRange } from './reports.schemas';

const line = (over: Partial<ReportLine>): ReportLine => ({
  orderStatus: 'COMPLETED',
  status: 'DELIVERED',
  amount: '2',
  deliveredAmount: null,
  price: '100',
  ...over,
});

describe('report arithmetic', () => {
  it('counts a fully delivered line at its whole amount and price', () => {
    expect(lineFigures(line({}))).toEqual({ ordered: 2000, delivered: 2000, valueCents: 20000 });
  });

  it('counts a partial delivery at the delivered amount only', () => {
    expect(lineFigures(line({ amount: '5', deliveredAmount: '1.5', price: '3.99' }))).toEqual({
      ordered: 5000,
      delivered: 1500,
      valueCents: 599, // 1.5 x 3.99 = 5.985, half up
    });
  });

  it('counts a not available line as ordered and not delivered', () => {
    const figures = lineFigures(line({ status: 'NOT_DELIVERED', amount: '4' }));
    expect(figures).toEqual({ ordered: 4000, delivered: 0, valueCents: 0 });
  });

  it('counts an arrive-later line as ordered, not yet delivered', () => {
    expect(lineFigures(line({ orderStatus: 'INCOMPLETE', status: 'INCOMPLETE' }))).toEqual({
      ordered: 2000,
      delivered: 0,
      valueCents: 0,
    });
  });

  it('skips a moved line: it counts on the order that delivered it', () => {
    const moved = line({ status: 'MOVE_TO_NEW', orderStatus: 'INCOMPLETE' });
    const onNewOrder = line({ status: 'DELIVERED' });
    expect(lineFigures(moved)).toBeNull();
    expect(totalsOf([moved, onNewOrder])).toEqual({
      ordered: '2',
      delivered: '2',
      value: '200.00',
      lines: 1,
    });
  });

  it('skips drafts: only sent orders count', () => {
    expect(lineFigures(line({ orderStatus: 'OPEN', status: 'PENDING' }))).toBeNull();
    expect(lineFigures(line({ orderStatus: 'IN_PROGRESS', status: 'PENDING' }))).toEqual({
      ordered: 2000,
      delivered: 0,
      valueCents: 0,
    });
  });

  it('has no value without a price, and sums the priced lines when some have one', () => {
    expect(lineFigures(line({ price: null }))?.valueCents).toBeNull();
    expect(totalsOf([line({ price: null })]).value).toBeNull();
    expect(totalsOf([line({ price: null }), line({ amount: '0.5', price: '10' })])).toEqual({
      ordered: '2.5',
      delivered: '2.5',
      value: '5.00',
      lines: 2,
    });
  });

  it('adds thousandths exactly', () => {
    const lines = Array.from({ length: 10 }, () => line({ amount: '0.1', price: '0.1' }));
    expect(totalsOf(lines)).toMatchObject({ ordered: '1', delivered: '1', value: '0.10' });
  });

  it('reads and writes money', () => {
    expect(priceCents('12')).toBe(1200);
    expect(priceCents('12.5')).toBe(1250);
    expect(priceCents('0.05')).toBe(5);
    expect(() => priceCents('1.234')).toThrow();
    expect(centsText(5)).toBe('0.05');
    expect(centsText(123456)).toBe('1234.56');
  });

  it('computes the fill rate, capped at 1', () => {
    expect(fillRate(0, 0)).toBeNull();
    expect(fillRate(4000, 3000)).toBe(0.75);
    expect(fillRate(1000, 2000)).toBe(1);
  });
});

describe('report range', () => {
  it('is inclusive and at most two years', () => {
    expect(isReportRange('2026-01-01', '2026-01-01')).toBe(true);
    expect(isReportRange('2026-01-02', '2026-01-01')).toBe(false);
    expect(isReportRange('2025-01-01', '2026-12-31')).toBe(true);
    expect(isReportRange('2025-01-01', '2027-01-02')).toBe(false);
    // Not dates: refused by the date fields themselves, not thrown here.
    expect(isReportRange('1e3', '2026-01-01')).toBe(true);
  });
});
