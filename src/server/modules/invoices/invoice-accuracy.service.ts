/**
 * GET /invoices/accuracy (domain/invoices/invoice-accuracy.ts): the venue's dinar invoices issued in the range that
 * cover at least one order, each checked against its orders exactly as the invoice view checks it (one read
 * transaction, invoice-line-check.ts), summed per supplier. A report over a range the reports bound (two years).
 */
import { and, asc, eq, exists, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  invoiceAccuracy,
  type CheckedInvoice,
  type InvoiceAccuracy,
  type InvoiceAccuracyQuery,
} from '@/domain/invoices/invoice-accuracy';
import { invoiceOrderMatches, invoices, suppliers } from '@/server/db/schema';
import type { ServiceContext } from '@/server/types';
import { matchInvoiceSuppliers } from './invoices.repository';
import { readInvoice } from './invoices.service';

export function invoiceAccuracyReport(
  ctx: ServiceContext<'db'>,
  query: InvoiceAccuracyQuery,
): Promise<InvoiceAccuracy> {
  const { venueId } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    await matchInvoiceSuppliers(tx, venueId);
    const rows = await tx
      .select({ id: invoices.id, supplierId: invoices.supplierId, supplierName: suppliers.name })
      .from(invoices)
      .innerJoin(suppliers, eq(suppliers.id, invoices.supplierId))
      .where(
        and(
          eq(invoices.venueId, venueId),
          eq(invoices.kind, 'INVOICE'),
          isNull(invoices.parseError),
          isNotNull(invoices.supplierId),
          or(isNull(invoices.currency), eq(invoices.currency, 'RSD')),
          gte(invoices.issueDate, query.fromDate),
          lte(invoices.issueDate, query.toDate),
          exists(
            tx
              .select({ one: sql`1` })
              .from(invoiceOrderMatches)
              .where(
                and(
                  eq(invoiceOrderMatches.venueId, invoices.venueId),
                  eq(invoiceOrderMatches.invoiceId, invoices.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(invoices.id));
    const checked: CheckedInvoice[] = [];
    for (const row of rows) {
      const detail = await readInvoice(tx, venueId, row.id);
      if (detail.check === null || row.supplierId === null) continue;
      checked.push({ supplierId: row.supplierId, supplierName: row.supplierName, check: detail.check });
    }
    return { rows: invoiceAccuracy(checked) };
  });
}
