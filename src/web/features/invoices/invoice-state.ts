/**
 * What the invoice list shows of each invoice besides its own fields: its state, the time left to decide
 * (docs/PRODUCT.md#invoices: 15 days from arrival, 5 more after SEF's reminder) and the order of the list.
 */
import type { InvoiceSummary } from '@/domain/invoices/invoices.schemas';

export type InvoiceState = 'waiting' | 'accepted' | 'rejected' | 'unreadable';

const DAY_MS = 24 * 60 * 60 * 1000;

export function invoiceState(invoice: Pick<InvoiceSummary, 'decision' | 'parseError'>): InvoiceState {
  if (invoice.decision === 'ACCEPTED') return 'accepted';
  if (invoice.decision === 'REJECTED') return 'rejected';
  return invoice.parseError === null ? 'waiting' : 'unreadable';
}

/**
 * The countdown of an invoice waiting for a decision (src/domain/invoices/invoice-deadline.ts): whole days left to
 * the 15-day deadline (a part of a day counts as a day, so "1 day left" lasts until the deadline itself), then
 * whole days of the 5 extra days after SEF's reminder, then it counts as rejected.
 */
export type Countdown =
  { kind: 'daysLeft'; days: number } | { kind: 'extended'; days: number } | { kind: 'countsRejected' };

export function countdown(deadline: string, finalDeadline: string, now: Date): Countdown {
  const left = new Date(deadline).getTime() - now.getTime();
  if (left > 0) return { kind: 'daysLeft', days: Math.ceil(left / DAY_MS) };
  const extra = new Date(finalDeadline).getTime() - now.getTime();
  return extra > 0 ? { kind: 'extended', days: Math.ceil(extra / DAY_MS) } : { kind: 'countsRejected' };
}

/**
 * The list's order: invoices waiting for a decision first, the soonest deadline first; then the decided and the
 * unreadable ones, the newest first.
 */
export function sortInvoices<T extends InvoiceSummary>(invoices: readonly T[]): T[] {
  const waiting = (invoice: T) => invoiceState(invoice) === 'waiting';
  return [...invoices].sort((a, b) => {
    if (waiting(a) !== waiting(b)) return waiting(a) ? -1 : 1;
    if (waiting(a)) return a.deadline.localeCompare(b.deadline) || a.id - b.id;
    return b.receivedAt.localeCompare(a.receivedAt) || b.id - a.id;
  });
}
