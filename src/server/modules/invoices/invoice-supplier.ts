/**
 * "Supplier not in Nabavka": the venue admin creates the supplier from the invoice's seller in one tap
 * (docs/decisions/0028-invoice-matching.md). The suppliers module creates it (its public surface, with the supplier
 * form's rules); every invoice of the venue from that seller is matched to it and then to its orders, in the same transaction.
 */
import { AppError } from '@/domain/errors';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import { ParsedInvoiceSchema } from '@/domain/invoices/parsed-invoice';
import { supplierFieldsOfSeller } from '@/domain/invoices/seller-supplier';
import { createOwnSupplierWithFields } from '@/server/modules/suppliers/suppliers.public';
import type { ServiceContext } from '@/server/types';
import { matchInvoiceOrders } from './invoice-order-matcher';
import { findInvoiceSeller, matchInvoiceSuppliers, setInvoiceSupplier } from './invoices.repository';
import { getInvoice } from './invoices.service';

/** POST /invoices/{id}/supplier: 404 another venue's; 409 already a supplier, or an unreadable invoice. */
export async function createSupplierFromInvoice(
  ctx: ServiceContext<'db' | 'now'>,
  invoiceId: number,
): Promise<InvoiceDetail> {
  const { venueId } = ctx.caller;
  await ctx.db.transaction(async (tx) => {
    const row = await findInvoiceSeller(tx, venueId, invoiceId);
    if (!row) throw new AppError('not_found', 'No such invoice');
    if (row.supplierId !== null) throw new AppError('invoice_supplier_known');
    const parsed = row.parsed === null ? null : ParsedInvoiceSchema.safeParse(row.parsed);
    if (!parsed?.success) throw new AppError('invoice_unreadable');
    const { seller } = parsed.data;
    // A supplier with this PIB may have been added since the invoice came: then it is that one.
    await matchInvoiceSuppliers(tx, venueId, seller.taxId);
    const again = await findInvoiceSeller(tx, venueId, invoiceId);
    if (again?.supplierId != null) throw new AppError('invoice_supplier_known');
    const supplier = await createOwnSupplierWithFields(
      tx,
      venueId,
      supplierFieldsOfSeller(seller),
      ctx.now(),
    );
    const matched = await setInvoiceSupplier(tx, venueId, seller.taxId, supplier.id);
    for (const id of matched) await matchInvoiceOrders(tx, venueId, id);
  });
  return getInvoice(ctx, invoiceId);
}
