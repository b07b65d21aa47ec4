import { describe, expect, it } from 'vitest';
import { InvoiceAccuracyQuerySchema, invoiceAccuracy } from './invoice-accuracy';

const checked = (supplierId: number, matches: boolean, difference = '0.00') => ({
  supplierId,
  supplierName: supplierId === 1 ? 'Mesara' : 'Mlekara',
  check: { matches, difference },
});

describe('invoice accuracy per supplier', () => {
  it('counts matching invoices and sums the differences exactly, the least accurate supplier first', () => {
    expect(
      invoiceAccuracy([
        checked(1, true),
        checked(2, false, '0.10'),
        checked(2, false, '0.20'),
        checked(1, false, '-1234.55'),
        checked(2, true),
      ]),
    ).toEqual([
      { supplierId: 2, name: 'Mlekara', invoices: 3, matching: 1, matchingShare: 1 / 3, difference: '0.30' },
      { supplierId: 1, name: 'Mesara', invoices: 2, matching: 1, matchingShare: 0.5, difference: '-1234.55' },
    ]);
  });

  it('is empty without checked invoices; its range is the reports’ range', () => {
    expect(invoiceAccuracy([])).toEqual([]);
    expect(
      InvoiceAccuracyQuerySchema.safeParse({ fromDate: '2026-03-02', toDate: '2026-03-01' }).success,
    ).toBe(false);
    expect(
      InvoiceAccuracyQuerySchema.safeParse({ fromDate: '2026-03-01', toDate: '2026-03-31' }).success,
    ).toBe(true);
  });
});
