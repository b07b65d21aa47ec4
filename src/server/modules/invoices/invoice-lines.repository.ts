/**
 * What line matching reads and writes (docs/decisions/0029-invoice-lines.md): the lines of the orders an invoice
 * covers, the seller item ids remembered per supplier, and the admin's match of a line. Always within one venue.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceOrderLine } from '@/domain/invoices/invoices.schemas';
import type { Unit } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { invoiceLines, orderItems, orders, supplierItemArticles } from '@/server/db/schema';

export type OrderLineRow = InvoiceOrderLine & { articleId: number; orderReceived: boolean };

/** The lines of the given orders of the venue, by order then position. */
export async function orderLinesOf(
  executor: Executor,
  venueId: number,
  orderIds: readonly number[],
): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await executor
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      orderNumber: orders.orderNumber,
      articleId: orderItems.articleId,
      name: orderItems.name,
      unit: sql<Unit>`${orderItems.unit}`,
      amount: sql<string>`${orderItems.amount}::text`,
      deliveredAmount: sql<string | null>`${orderItems.deliveredAmount}::text`,
      unitPrice: sql<string | null>`${orderItems.unitPrice}::text`,
      paidPrice: sql<string | null>`${orderItems.paidPrice}::text`,
      orderReceived: sql<boolean>`${orders.status} in ('COMPLETED', 'INCOMPLETE')`,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.venueId, orderItems.venueId), eq(orders.id, orderItems.orderId)))
    .where(and(eq(orderItems.venueId, venueId), inArray(orderItems.orderId, [...orderIds])))
    .orderBy(asc(orders.deadline), asc(orders.id), asc(orderItems.position), asc(orderItems.id));
  return rows.map((row) => ({ ...row, orderReceived: Boolean(row.orderReceived) }));
}

/** Seller item id -> article, as admins matched them for this supplier. */
export async function rememberedArticles(
  executor: Executor,
  venueId: number,
  supplierId: number,
  sellerItemIds: readonly string[],
): Promise<Map<string, number>> {
  if (sellerItemIds.length === 0) return new Map();
  const rows = await executor
    .select({ sellerItemId: supplierItemArticles.sellerItemId, articleId: supplierItemArticles.articleId })
    .from(supplierItemArticles)
    .where(
      and(
        eq(supplierItemArticles.venueId, venueId),
        eq(supplierItemArticles.supplierId, supplierId),
        inArray(supplierItemArticles.sellerItemId, [...new Set(sellerItemIds)]),
      ),
    );
  return new Map(rows.map((row) => [row.sellerItemId, row.articleId]));
}

/** Remembers (or changes) the article of a seller item id. */
export async function rememberArticle(
  executor: Executor,
  row: { venueId: number; supplierId: number; sellerItemId: string; articleId: number; userId: number },
): Promise<void> {
  const { userId, ...key } = row;
  await executor
    .insert(supplierItemArticles)
    .values({ ...key, createdById: userId })
    .onConflictDoUpdate({
      target: [
        supplierItemArticles.venueId,
        supplierItemArticles.supplierId,
        supplierItemArticles.sellerItemId,
      ],
      set: { articleId: key.articleId, createdById: userId, updatedAt: sql`now()` },
    });
}

/** The admin's match of a line (null: "no line"); false when the invoice has no such line. */
export async function setLineMatch(
  executor: Executor,
  venueId: number,
  invoiceId: number,
  position: number,
  orderItemId: number | null,
): Promise<{ sellerItemId: string | null } | undefined> {
  const [row] = await executor
    .update(invoiceLines)
    .set({ matchedByHand: true, orderItemId })
    .where(
      and(
        eq(invoiceLines.venueId, venueId),
        eq(invoiceLines.invoiceId, invoiceId),
        eq(invoiceLines.position, position),
      ),
    )
    .returning({ sellerItemId: invoiceLines.sellerItemId });
  return row;
}

/** Another line the admin had matched to this order line keeps "no line" (an order line goes to one invoice line). */
export async function releaseOrderLine(
  executor: Executor,
  venueId: number,
  invoiceId: number,
  orderItemId: number,
): Promise<void> {
  await executor
    .update(invoiceLines)
    .set({ orderItemId: null })
    .where(
      and(
        eq(invoiceLines.venueId, venueId),
        eq(invoiceLines.invoiceId, invoiceId),
        eq(invoiceLines.orderItemId, orderItemId),
      ),
    );
}
