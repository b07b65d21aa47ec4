/**
 * An invoice meets its orders (docs/decisions/0028-invoice-matching.md): once its supplier is known (at intake, or
 * when the supplier is created from it) the rules of src/domain/invoices/order-matching.ts pick the orders among
 * that supplier's orders named by the reference or around the delivery day.
 */
import { DATE_WINDOW, matchOrders, referencedNumbers } from '@/domain/invoices/order-matching';
import type { Executor } from '@/server/db/client';
import { insertMatches, invoiceToMatch, orderCandidates } from './invoice-orders.repository';

/** YYYY-MM-DD moved by whole days. */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Matches an invoice that has a supplier and no orders yet to the orders the rules find (none: the admin matches
 * by hand). Run after intake and after the supplier is created from the invoice.
 */
export async function matchInvoiceOrders(
  executor: Executor,
  venueId: number,
  invoiceId: number,
): Promise<void> {
  const invoice = await invoiceToMatch(executor, venueId, invoiceId);
  if (!invoice || invoice.supplierId === null || invoice.matched) return;
  const numbers = referencedNumbers(invoice.orderReference);
  const day = invoice.deliveryDate ?? invoice.issueDate;
  // The order's delivery day lies between the invoice's day less the window's end and less its start.
  const window =
    day === null
      ? { numbers }
      : { numbers, from: shiftDay(day, -DATE_WINDOW.after), to: shiftDay(day, -DATE_WINDOW.before) };
  const candidates = await orderCandidates(executor, venueId, invoice.supplierId, window);
  await insertMatches(executor, venueId, invoiceId, matchOrders(invoice, candidates), null);
}
