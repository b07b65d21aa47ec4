/**
 * Which of the venue's orders an invoice covers (docs/decisions/0028-invoice-matching.md). First the order numbers
 * the invoice's order reference names, among that supplier's orders (REFERENCE: one invoice may name several).
 * Else one order by date (DATE): a sent or received order of that supplier for which the invoice's delivery day (the issue
 * day when it gives none) is at most 3 days before and 1 day after the order's delivery day (`deadline`), received orders
 * before those still expected, then the one whose articles are most like the invoice's lines, then the nearest day.
 * Drafts (OPEN) are never matched: nothing was ordered yet.
 */
import type { OrderStatus } from '@/domain/shared/enums';
import { nameSimilarity } from './name-similarity';

export type MatchHow = 'REFERENCE' | 'DATE' | 'MANUAL';

/** The invoice's delivery day minus the order's delivery day must lie in this window (days). */
export const DATE_WINDOW = { before: -3, after: 1 } as const;

export interface OrderCandidate {
  id: number;
  orderNumber: string;
  supplierId: number | null;
  status: OrderStatus;
  /** The order's delivery day, YYYY-MM-DD. */
  deadline: string;
  /** The names of the order's articles (for line similarity). */
  articleNames: readonly string[];
}

export interface InvoiceToMatch {
  supplierId: number | null;
  orderReference: string | null;
  deliveryDate: string | null;
  issueDate: string | null;
  lineNames: readonly string[];
}

/** "bd-0042, BD 0043" -> ["BD-0042", "BD0043"]: what could be order numbers in a reference, upper-cased. */
export function referencedNumbers(reference: string | null): string[] {
  if (!reference) return [];
  return reference
    .toUpperCase()
    .split(/[\s,;/]+/)
    .filter((part) => part !== '');
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Received (fully or partly) orders first: an invoice normally follows the goods. */
const STATUS_RANK: Readonly<Record<OrderStatus, number>> = {
  COMPLETED: 0,
  INCOMPLETE: 0,
  IN_PROGRESS: 1,
  OPEN: 9,
};

/** How alike an order's articles are to the invoice's lines: the mean of each line's best name similarity. */
export function lineSimilarity(lineNames: readonly string[], articleNames: readonly string[]): number {
  if (lineNames.length === 0 || articleNames.length === 0) return 0;
  let total = 0;
  for (const line of lineNames) {
    total += Math.max(...articleNames.map((article) => nameSimilarity(line, article)));
  }
  return total / lineNames.length;
}

/** The orders an invoice covers and how each was found; empty when none fits (the admin matches by hand). */
export function matchOrders(
  invoice: InvoiceToMatch,
  candidates: readonly OrderCandidate[],
): { orderId: number; how: MatchHow }[] {
  if (invoice.supplierId === null) return [];
  const ofSupplier = candidates.filter(
    (order) => order.supplierId === invoice.supplierId && order.status !== 'OPEN',
  );
  const numbers = new Set(referencedNumbers(invoice.orderReference));
  const byReference = ofSupplier.filter((order) => numbers.has(order.orderNumber.toUpperCase()));
  if (byReference.length > 0) return byReference.map((order) => ({ orderId: order.id, how: 'REFERENCE' }));

  const day = invoice.deliveryDate ?? invoice.issueDate;
  if (day === null) return [];
  const ranked = ofSupplier
    .map((order) => {
      const offset = dayNumber(day) - dayNumber(order.deadline);
      return { order, offset, similarity: lineSimilarity(invoice.lineNames, order.articleNames) };
    })
    .filter(({ offset }) => offset >= DATE_WINDOW.before && offset <= DATE_WINDOW.after)
    .sort(
      (a, b) =>
        STATUS_RANK[a.order.status] - STATUS_RANK[b.order.status] ||
        b.similarity - a.similarity ||
        Math.abs(a.offset) - Math.abs(b.offset) ||
        b.order.id - a.order.id,
    );
  const best = ranked[0];
  return best ? [{ orderId: best.order.id, how: 'DATE' }] : [];
}
