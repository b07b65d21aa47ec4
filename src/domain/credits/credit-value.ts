/**
 * What a supplier owes the venue after a receipt (a credit request, "knjižno odobrenje"): for each received line,
 * the quantity that did not arrive times the ordered price, and a paid price above the venue's tolerance times the
 * quantity received. Lines moved to a later delivery or still arriving are owed nothing: they are still coming.
 * Money is exact decimal text computed on integer cents (src/domain/prices/money.ts), each line rounded to a cent.
 */
import { fromThousandths, toThousandths } from '@/domain/orders/amount';
import { centsToText, lineValueCents, priceChange, toCents } from '@/domain/prices/money';
import type { ItemStatus } from '@/domain/shared/enums';

export interface ReceivedLine {
  id: number;
  name: string;
  unit: string;
  amount: string;
  status: ItemStatus;
  deliveredAmount: string | null;
  unitPrice: string | null;
  paidPrice: string | null;
}

export interface CreditLineDraft {
  orderItemId: number;
  name: string;
  unit: string;
  /** The quantity ordered but not delivered (null when all of it came). */
  missingAmount: string | null;
  /** The ordered unit price the missing quantity is valued at. */
  orderedPrice: string;
  /** Paid minus ordered per unit, when the paid price is above the tolerance (null otherwise). */
  priceDifference: string | null;
  /** The quantity received, that the price difference applies to. */
  receivedAmount: string | null;
  /** The line's value owed: missing x ordered price + difference x received, each rounded to a cent. */
  value: string;
}

export interface CreditDraft {
  lines: CreditLineDraft[];
  /** Sum of the lines' values; "0.00" when nothing is owed. */
  total: string;
}

/** The quantity of a received line that did not arrive: all of a not-delivered line, the rest of a partial one. */
function missingThousandths(line: ReceivedLine): number {
  const ordered = toThousandths(line.amount) ?? 0;
  if (line.status === 'NOT_DELIVERED') return ordered;
  if (line.status !== 'DELIVERED' || line.deliveredAmount === null) return 0;
  const delivered = toThousandths(line.deliveredAmount) ?? ordered;
  return Math.max(0, ordered - delivered);
}

/**
 * The lines a credit request lists and their total. A line without an ordered price cannot be valued and is left out;
 * a paid price below the ordered one is the supplier's business, not a credit.
 */
export function creditDraft(lines: readonly ReceivedLine[], tolerance: string): CreditDraft {
  const drafts: CreditLineDraft[] = [];
  let total = 0n;
  for (const line of lines) {
    if (!line.unitPrice || toCents(line.unitPrice) === undefined) continue;
    const missing = missingThousandths(line);
    let cents = missing > 0 ? lineValueCents(fromThousandths(missing), line.unitPrice) : 0n;

    let priceDifference: string | null = null;
    let receivedAmount: string | null = null;
    if (line.status === 'DELIVERED' && line.paidPrice) {
      const received = line.deliveredAmount ?? line.amount;
      const change = priceChange({
        orderedPrice: line.unitPrice,
        paidPrice: line.paidPrice,
        receivedAmount: received,
        tolerance,
      });
      if (change.changed && (toCents(change.perUnit) ?? 0) > 0) {
        priceDifference = change.perUnit;
        receivedAmount = fromThousandths(toThousandths(received)!);
        cents += BigInt(toCents(change.forLine)!);
      }
    }
    if (missing === 0 && priceDifference === null) continue;
    total += cents;
    drafts.push({
      orderItemId: line.id,
      name: line.name,
      unit: line.unit,
      missingAmount: missing > 0 ? fromThousandths(missing) : null,
      orderedPrice: centsToText(toCents(line.unitPrice)!),
      priceDifference,
      receivedAmount,
      value: centsToText(cents),
    });
  }
  return { lines: drafts, total: centsToText(total) };
}
