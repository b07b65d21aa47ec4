/**
 * The orders an invoice covers (docs/decisions/0028-invoice-matching.md), as the venue admin sees and changes them
 * (add or take off an order of the invoice's supplier; the automatic match is invoice-order-matcher.ts). Each change is one statement or one
 * transaction; everything is scoped by the caller's venue.
 */
import { AppError } from '@/domain/errors';
import type { InvoiceDetail, OrderChoices } from '@/domain/invoices/invoices.schemas';
import type { ServiceContext } from '@/server/types';
import {
  deleteMatch,
  findVenueOrder,
  insertMatches,
  invoiceToMatch,
  matchedOrders,
  recentSupplierOrders,
} from './invoice-orders.repository';
import { getInvoice } from './invoices.service';

const notFound = () => new AppError('not_found', 'No such invoice');

/** GET /invoices/{id}/orders: its supplier's recent orders (none while the supplier is unknown). */
export async function orderChoices(ctx: ServiceContext<'db'>, invoiceId: number): Promise<OrderChoices> {
  const { venueId } = ctx.caller;
  const invoice = await invoiceToMatch(ctx.db, venueId, invoiceId);
  if (!invoice) throw notFound();
  if (invoice.supplierId === null) return { orders: [] };
  const [recent, matched] = await Promise.all([
    recentSupplierOrders(ctx.db, venueId, invoice.supplierId),
    matchedOrders(ctx.db, venueId, invoiceId),
  ]);
  const matchedIds = new Set(matched.map((order) => order.id));
  const missing = matched.filter((order) => !recent.some((other) => other.id === order.id));
  return {
    orders: [...recent, ...missing].map(({ id, orderNumber, status, deadline }) => ({
      id,
      orderNumber,
      status,
      deadline,
      matched: matchedIds.has(id),
    })),
  };
}

/** PUT /invoices/{id}/orders/{orderId}: 404 another venue's invoice or order; 409 another supplier's or a draft. */
export async function addInvoiceOrder(
  ctx: ServiceContext<'db'>,
  input: { invoiceId: number; orderId: number },
): Promise<InvoiceDetail> {
  const { venueId, userId } = ctx.caller;
  await ctx.db.transaction(async (tx) => {
    const invoice = await invoiceToMatch(tx, venueId, input.invoiceId);
    if (!invoice) throw notFound();
    const order = await findVenueOrder(tx, venueId, input.orderId);
    if (!order) throw new AppError('not_found', 'No such order');
    if (invoice.supplierId === null || order.supplierId !== invoice.supplierId || order.status === 'OPEN') {
      throw new AppError('invoice_order_mismatch');
    }
    await insertMatches(tx, venueId, input.invoiceId, [{ orderId: order.id, how: 'MANUAL' }], userId);
  });
  return getInvoice(ctx, input.invoiceId);
}

/** DELETE /invoices/{id}/orders/{orderId}: 404 when the invoice is not the venue's or the order not on it. */
export async function removeInvoiceOrder(
  ctx: ServiceContext<'db'>,
  input: { invoiceId: number; orderId: number },
): Promise<InvoiceDetail> {
  if (!(await deleteMatch(ctx.db, ctx.caller.venueId, input.invoiceId, input.orderId))) {
    throw new AppError('not_found', 'The order is not matched to this invoice');
  }
  return getInvoice(ctx, input.invoiceId);
}
