/**
 * The orders a credit request could be asked for from this invoice (docs/PRODUCT.md#invoices): those with a line
 * priced over the tolerance or invoiced in more than was received. What the supplier owes is not reckoned here: the
 * credits area does it from the receipt (docs/decisions/0031-credit-requests.md), this only offers the way there.
 */
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import { scaled } from '@/domain/invoices/line-comparison';

export interface CreditOrder {
  orderId: number;
  orderNumber: string;
}

export function creditOrders(invoice: Pick<InvoiceDetail, 'lines' | 'orderLines'>): CreditOrder[] {
  const found = new Map<number, CreditOrder>();
  for (const line of invoice.lines) {
    const comparison = line.comparison;
    if (comparison === null || !comparison.differs) continue;
    const overInvoiced =
      comparison.quantityDiffers && scaled(comparison.invoicedQuantity) > scaled(comparison.expectedQuantity);
    if (!comparison.priceDiffers && !overInvoiced) continue;
    const ordered = invoice.orderLines.find((orderLine) => orderLine.id === line.orderItemId);
    if (ordered) found.set(ordered.orderId, { orderId: ordered.orderId, orderNumber: ordered.orderNumber });
  }
  return [...found.values()];
}
