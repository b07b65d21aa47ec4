import { describe, expect, it } from 'vitest';
import {
  EXPORT_TEXTS,
  LINE_COLUMNS,
  ORDER_COLUMNS,
  exportFileName,
  exportRangeRefusal,
  orderValues,
  rangeDays,
  receivedLineValue,
} from './archive-export';

describe('the archive export range', () => {
  it('counts both ends and allows at most 366 days', () => {
    expect(rangeDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(rangeDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(exportRangeRefusal('2024-01-01', '2024-12-31')).toBeNull();
    expect(exportRangeRefusal('2024-01-01', '2025-01-01')).toBe('exportRangeTooLong');
    expect(exportRangeRefusal('2026-03-02', '2026-03-01')).toBe('invalidDate');
  });

  it('names the file in ASCII by language and period', () => {
    expect(exportFileName('ser', '2026-01-01', '2026-01-31')).toBe('porudzbine_2026-01-01_2026-01-31.xlsx');
    expect(exportFileName('en', '2026-01-01', '2026-01-31')).toBe('orders_2026-01-01_2026-01-31.xlsx');
  });

  it('has a header for every column in both languages', () => {
    for (const texts of Object.values(EXPORT_TEXTS)) {
      for (const column of [...ORDER_COLUMNS, ...LINE_COLUMNS]) expect(texts.headers[column]).toBeTruthy();
    }
  });
});

describe('what an order is worth as ordered and as received', () => {
  it('values a received line at the paid price, else at the ordered one', () => {
    expect(receivedLineValue({ deliveredAmount: '2', unitPrice: '1234.50', paidPrice: '1300.00' })).toBe(
      '2600.00',
    );
    expect(receivedLineValue({ deliveredAmount: '0.333', unitPrice: '10.00', paidPrice: null })).toBe('3.33');
    expect(receivedLineValue({ deliveredAmount: null, unitPrice: '10.00', paidPrice: null })).toBeNull();
    expect(receivedLineValue({ deliveredAmount: '1', unitPrice: null, paidPrice: null })).toBeNull();
  });

  it('sums exact cents, and is null without any priced line', () => {
    expect(
      orderValues([
        { amount: '2.5', deliveredAmount: '2', unitPrice: '1234.50', paidPrice: '1300.00' },
        { amount: '4', deliveredAmount: '4', unitPrice: '0.10', paidPrice: null },
        { amount: '1', deliveredAmount: '1', unitPrice: null, paidPrice: null },
      ]),
    ).toEqual({ ordered: '3086.65', received: '2600.40' });
    expect(orderValues([{ amount: '1', deliveredAmount: null, unitPrice: null, paidPrice: null }])).toEqual({
      ordered: null,
      received: null,
    });
  });
});
