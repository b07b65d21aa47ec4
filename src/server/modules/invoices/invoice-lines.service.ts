/**
 * The admin's match of an invoice line (docs/decisions/0029-invoice-lines.md): stored on the line, and the seller's
 * item id remembered for the article so the supplier's next invoice finds it (invoice-line-check.ts reads both).
 */
import { AppError } from '@/domain/errors';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import type { ServiceContext } from '@/server/types';
import { invoiceToMatch, matchedOrders } from './invoice-orders.repository';
import { orderLinesOf, releaseOrderLine, rememberArticle, setLineMatch } from './invoice-lines.repository';
import { getInvoice } from './invoices.service';

/**
 * POST /invoices/{id}/lines/{place}: the line takes the order line (another line that had it keeps none) or none;
 * the seller's item id is remembered for the order line's article. One transaction; 404 for another venue's
 * invoice, a line it does not have, or an order line not on its orders.
 */
export async function matchInvoiceLine(
  ctx: ServiceContext<'db'>,
  input: { invoiceId: number; place: number; orderItemId: number | null },
): Promise<InvoiceDetail> {
  const { venueId, userId } = ctx.caller;
  await ctx.db.transaction(async (tx) => {
    const invoice = await invoiceToMatch(tx, venueId, input.invoiceId);
    if (!invoice) throw new AppError('not_found', 'No such invoice');
    let articleId: number | undefined;
    if (input.orderItemId !== null) {
      const orders = await matchedOrders(tx, venueId, input.invoiceId);
      const orderLines = await orderLinesOf(
        tx,
        venueId,
        orders.map((order) => order.id),
      );
      articleId = orderLines.find((line) => line.id === input.orderItemId)?.articleId;
      if (articleId === undefined) throw new AppError('not_found', "No such line on the invoice's orders");
      await releaseOrderLine(tx, venueId, input.invoiceId, input.orderItemId);
    }
    const line = await setLineMatch(tx, venueId, input.invoiceId, input.place - 1, input.orderItemId);
    if (!line) throw new AppError('not_found', 'No such line on the invoice');
    if (articleId !== undefined && line.sellerItemId !== null && invoice.supplierId !== null) {
      await rememberArticle(tx, {
        venueId,
        supplierId: invoice.supplierId,
        sellerItemId: line.sellerItemId,
        articleId,
        userId,
      });
    }
  });
  return getInvoice(ctx, input.invoiceId);
}
