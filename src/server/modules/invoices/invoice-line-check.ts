/**
 * An invoice's lines against the orders it covers (docs/decisions/0029-invoice-lines.md): each line's order line
 * (src/domain/invoices/line-matching.ts) and the comparison of quantity and price (line-comparison.ts), computed on
 * every read inside the read's transaction, so a change of the invoice's orders or of a receipt shows at once. The
 * admin's own matches are stored (invoice-lines.service.ts).
 */
import type { InvoiceDetail, InvoiceDetailLine, InvoiceOrderLine } from '@/domain/invoices/invoices.schemas';
import { compareLine, invoiceDifference } from '@/domain/invoices/line-comparison';
import { matchInvoiceLines } from '@/domain/invoices/line-matching';
import type { InvoiceLine } from '@/domain/invoices/parsed-invoice';
import type { Executor } from '@/server/db/client';
import { orderLinesOf, rememberedArticles } from './invoice-lines.repository';

export interface StoredLine extends InvoiceLine {
  position: number;
  matchedByHand: boolean;
  orderItemId: number | null;
}

export interface LinesAgainstOrders {
  lines: InvoiceDetailLine[];
  orderLines: InvoiceOrderLine[];
  check: InvoiceDetail['check'];
}

/** The lines with their order lines and comparisons, for an invoice of `supplierId` covering `orderIds`. */
export async function linesAgainstOrders(
  executor: Executor,
  venueId: number,
  invoice: { supplierId: number | null; orderIds: readonly number[] },
  lines: readonly StoredLine[],
): Promise<LinesAgainstOrders> {
  const orderLines = await orderLinesOf(executor, venueId, invoice.orderIds);
  const sellerItemIds = lines.flatMap((line) => (line.sellerItemId === null ? [] : [line.sellerItemId]));
  const remembered =
    invoice.supplierId === null
      ? new Map<string, number>()
      : await rememberedArticles(executor, venueId, invoice.supplierId, sellerItemIds);
  const matches = matchInvoiceLines(
    lines.map((line) => ({
      sellerItemId: line.sellerItemId,
      name: line.name,
      unit: line.unit,
      manualOrderItemId: line.matchedByHand ? line.orderItemId : undefined,
    })),
    orderLines,
    remembered,
  );
  const byId = new Map(orderLines.map((line) => [line.id, line]));
  const detailLines = lines.map((line, index): InvoiceDetailLine => {
    const { position, matchedByHand: _byHand, orderItemId: _stored, ...invoiceLine } = line;
    const match = matches[index] ?? { orderItemId: null, how: null };
    const ordered = match.orderItemId === null ? undefined : byId.get(match.orderItemId);
    return {
      ...invoiceLine,
      place: position + 1,
      orderItemId: ordered?.id ?? null,
      matchHow: match.how,
      comparison: ordered
        ? compareLine(line, {
            ...ordered,
            received: ordered.orderReceived || ordered.deliveredAmount !== null,
          })
        : null,
    };
  });
  return {
    lines: detailLines,
    orderLines: orderLines.map(({ articleId: _article, orderReceived: _received, ...line }) => line),
    check: invoice.orderIds.length === 0 ? null : invoiceDifference(detailLines),
  };
}
