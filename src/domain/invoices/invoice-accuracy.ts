/**
 * Invoice accuracy per supplier (docs/PRODUCT.md#invoices, beside the reports' supplier reliability): of the
 * invoices issued in a range that cover an order, how many matched their orders without a difference, and what the
 * differences are worth (net, the invoice check's sum: line-comparison.ts). Only dinar invoices are counted: a sum
 * across currencies means nothing.
 */
import { z } from 'zod';
import { isReportRange, ReportDateSchema } from '@/domain/reports/reports.schemas';
import { scaled } from './line-comparison';

export const InvoiceAccuracyQuerySchema = z
  .object({ fromDate: ReportDateSchema, toDate: ReportDateSchema })
  .refine((query) => isReportRange(query.fromDate, query.toDate), {
    message: 'invalidDate',
    path: ['toDate'],
  });
export type InvoiceAccuracyQuery = z.infer<typeof InvoiceAccuracyQuerySchema>;

export const InvoiceAccuracyRowSchema = z.object({
  supplierId: z.number().int(),
  name: z.string(),
  /** Invoices checked against their orders. */
  invoices: z.number().int(),
  /** Of them, those that matched without a difference. */
  matching: z.number().int(),
  /** matching / invoices (0..1). */
  matchingShare: z.number(),
  /** The sum of the differences in dinars, decimal text with a dot and two decimals. */
  difference: z.string(),
});
export type InvoiceAccuracyRow = z.infer<typeof InvoiceAccuracyRowSchema>;
export const InvoiceAccuracySchema = z.object({ rows: z.array(InvoiceAccuracyRowSchema) });
export type InvoiceAccuracy = z.infer<typeof InvoiceAccuracySchema>;

export interface CheckedInvoice {
  supplierId: number;
  supplierName: string;
  check: { matches: boolean; difference: string };
}

/** Scaled (8 decimals) money -> "1234.50". The checks' amounts have two decimals, so the sum is exact. */
function moneyText(value: bigint): string {
  const cents = value / 10n ** 6n;
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** One row per supplier, the least accurate first (lowest share, then the biggest difference), then by name. */
export function invoiceAccuracy(invoices: readonly CheckedInvoice[]): InvoiceAccuracyRow[] {
  const bySupplier = new Map<
    number,
    { name: string; invoices: number; matching: number; difference: bigint }
  >();
  for (const invoice of invoices) {
    const row = bySupplier.get(invoice.supplierId) ?? {
      name: invoice.supplierName,
      invoices: 0,
      matching: 0,
      difference: 0n,
    };
    row.invoices += 1;
    if (invoice.check.matches) row.matching += 1;
    else row.difference += scaled(invoice.check.difference);
    bySupplier.set(invoice.supplierId, row);
  }
  return [...bySupplier.entries()]
    .map(([supplierId, row]) => ({
      supplierId,
      name: row.name,
      invoices: row.invoices,
      matching: row.matching,
      matchingShare: row.matching / row.invoices,
      difference: moneyText(row.difference),
      abs: row.difference < 0n ? -row.difference : row.difference,
    }))
    .sort(
      (a, b) =>
        a.matchingShare - b.matchingShare ||
        (a.abs === b.abs ? 0 : a.abs > b.abs ? -1 : 1) ||
        a.name.localeCompare(b.name),
    )
    .map(({ abs: _abs, ...row }) => row);
}
