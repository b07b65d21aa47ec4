/**
 * The orders an invoice covers (invoice_order_matches, docs/decisions/0028-invoice-matching.md) and the orders it
 * could cover: always within one venue.
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { MatchHow, OrderCandidate } from '@/domain/invoices/order-matching';
import type { OrderStatus } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { invoiceLines, invoiceOrderMatches, invoices, orderItems, orders } from '@/server/db/schema';

/** How many of a supplier's recent orders the admin picks from. */
export const RECENT_ORDERS_LIMIT = 20;

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  supplierId: orders.supplierId,
  status: sql<OrderStatus>`${orders.status}`,
  deadline: orders.deadline,
};

/** What automatic matching reads of an invoice: its supplier, reference, days and line names; undefined if none. */
export async function invoiceToMatch(executor: Executor, venueId: number, invoiceId: number) {
  const [row] = await executor
    .select({
      supplierId: invoices.supplierId,
      orderReference: invoices.orderReference,
      deliveryDate: invoices.deliveryDate,
      issueDate: invoices.issueDate,
      matched: sql<boolean>`exists (select 1 from ${invoiceOrderMatches}
        where ${invoiceOrderMatches.venueId} = ${invoices.venueId} and ${invoiceOrderMatches.invoiceId} = ${invoices.id})`,
    })
    .from(invoices)
    .where(and(eq(invoices.venueId, venueId), eq(invoices.id, invoiceId)));
  if (!row) return undefined;
  const lines = await executor
    .select({ name: invoiceLines.name })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.venueId, venueId), eq(invoiceLines.invoiceId, invoiceId)));
  return { ...row, matched: Boolean(row.matched), lineNames: lines.map((line) => line.name) };
}

/**
 * The supplier's sent or received orders of the venue that carry one of `numbers` or whose delivery day lies in
 * [from, to] (orders_venue_number_uq, orders_venue_supplier_deadline_idx), with their articles' names.
 */
export async function orderCandidates(
  executor: Executor,
  venueId: number,
  supplierId: number,
  window: { numbers: readonly string[]; from: string; to: string } | { numbers: readonly string[] },
): Promise<OrderCandidate[]> {
  const byDay =
    'from' in window ? and(gte(orders.deadline, window.from), lte(orders.deadline, window.to)) : undefined;
  const byNumber = window.numbers.length > 0 ? inArray(orders.orderNumber, [...window.numbers]) : undefined;
  if (!byDay && !byNumber) return [];
  const rows = await executor
    .select(orderColumns)
    .from(orders)
    .where(
      and(
        eq(orders.venueId, venueId),
        eq(orders.supplierId, supplierId),
        ne(orders.status, 'OPEN'),
        or(byDay, byNumber),
      ),
    )
    .limit(200);
  if (rows.length === 0) return [];
  const items = await executor
    .select({ orderId: orderItems.orderId, name: orderItems.name })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.venueId, venueId),
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      ),
    );
  return rows.map((row) => ({
    ...row,
    articleNames: items.filter((item) => item.orderId === row.id).map((item) => item.name),
  }));
}

/** Adds matches (an existing pair stays as it was). */
export async function insertMatches(
  executor: Executor,
  venueId: number,
  invoiceId: number,
  matches: readonly { orderId: number; how: MatchHow }[],
  userId: number | null,
): Promise<void> {
  if (matches.length === 0) return;
  await executor
    .insert(invoiceOrderMatches)
    .values(matches.map((match) => ({ venueId, invoiceId, ...match, createdById: userId })))
    .onConflictDoNothing();
}

export async function deleteMatch(
  executor: Executor,
  venueId: number,
  invoiceId: number,
  orderId: number,
): Promise<boolean> {
  const rows = await executor
    .delete(invoiceOrderMatches)
    .where(
      and(
        eq(invoiceOrderMatches.venueId, venueId),
        eq(invoiceOrderMatches.invoiceId, invoiceId),
        eq(invoiceOrderMatches.orderId, orderId),
      ),
    )
    .returning({ orderId: invoiceOrderMatches.orderId });
  return rows.length > 0;
}

/** The orders an invoice covers, by delivery day. */
export function matchedOrders(executor: Executor, venueId: number, invoiceId: number) {
  return executor
    .select({ ...orderColumns, how: invoiceOrderMatches.how })
    .from(invoiceOrderMatches)
    .innerJoin(
      orders,
      and(eq(orders.venueId, invoiceOrderMatches.venueId), eq(orders.id, invoiceOrderMatches.orderId)),
    )
    .where(and(eq(invoiceOrderMatches.venueId, venueId), eq(invoiceOrderMatches.invoiceId, invoiceId)))
    .orderBy(asc(orders.deadline), asc(orders.id));
}

/** The supplier's latest sent or received orders of the venue (orders_venue_supplier_deadline_idx). */
export function recentSupplierOrders(executor: Executor, venueId: number, supplierId: number) {
  return executor
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.venueId, venueId), eq(orders.supplierId, supplierId), ne(orders.status, 'OPEN')))
    .orderBy(desc(orders.deadline), desc(orders.id))
    .limit(RECENT_ORDERS_LIMIT);
}

/** One order of the venue (its supplier and status), or undefined. */
export async function findVenueOrder(executor: Executor, venueId: number, orderId: number) {
  const [row] = await executor
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
  return row;
}
