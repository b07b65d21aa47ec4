/**
 * Which ordered line each invoice line is for (docs/decisions/0029-invoice-lines.md), among the lines of the
 * orders the invoice covers: the admin's own choice first (an order line, or "no line"); else the article the
 * seller's item id was matched to by hand before (remembered per supplier); else the most alike name in a
 * compatible unit (name-similarity.ts). An order line is taken by one invoice line at most.
 */
import type { Unit } from '@/domain/shared/enums';
import { nameSimilarity, unitsCompatible } from './name-similarity';

/** Below this Dice score a name is not taken for the article: "Mleko" and "Mleko kozje" (0.67) still meet. */
export const MIN_NAME_SIMILARITY = 0.5;

export type LineMatchHow = 'MANUAL' | 'SELLER_ITEM' | 'NAME';

export interface LineToMatch {
  sellerItemId: string | null;
  name: string;
  unit: Unit;
  /** The admin's choice: an order line's id, null for "no line", undefined when never chosen. */
  manualOrderItemId: number | null | undefined;
}

export interface OrderLineToMatch {
  id: number;
  articleId: number;
  name: string;
  unit: Unit;
}

export interface LineMatch {
  orderItemId: number | null;
  how: LineMatchHow | null;
}

/**
 * One match per invoice line, in the invoice's order. `remembered` maps a seller item id to the article it was
 * matched to for this supplier.
 */
export function matchInvoiceLines(
  lines: readonly LineToMatch[],
  orderLines: readonly OrderLineToMatch[],
  remembered: ReadonlyMap<string, number>,
): LineMatch[] {
  const taken = new Set<number>();
  const known = new Set(orderLines.map((line) => line.id));
  const result: LineMatch[] = lines.map(() => ({ orderItemId: null, how: null }));

  // The admin's choices hold whatever else would match.
  lines.forEach((line, index) => {
    if (line.manualOrderItemId === undefined) return;
    const id = line.manualOrderItemId;
    if (id !== null && known.has(id) && !taken.has(id)) {
      taken.add(id);
      result[index] = { orderItemId: id, how: 'MANUAL' };
    } else {
      result[index] = { orderItemId: null, how: 'MANUAL' };
    }
  });

  lines.forEach((line, index) => {
    if (line.manualOrderItemId !== undefined || line.sellerItemId === null) return;
    const articleId = remembered.get(line.sellerItemId);
    if (articleId === undefined) return;
    const orderLine = orderLines.find(
      (candidate) => candidate.articleId === articleId && !taken.has(candidate.id),
    );
    if (!orderLine) return;
    taken.add(orderLine.id);
    result[index] = { orderItemId: orderLine.id, how: 'SELLER_ITEM' };
  });

  // By name: the most alike pairs first, so one good pair is not spoiled by an earlier weaker one.
  const pairs: { index: number; orderItemId: number; score: number }[] = [];
  lines.forEach((line, index) => {
    if (result[index]?.how !== null) return;
    for (const orderLine of orderLines) {
      if (!unitsCompatible(line.unit, orderLine.unit)) continue;
      const score = nameSimilarity(line.name, orderLine.name);
      if (score >= MIN_NAME_SIMILARITY) pairs.push({ index, orderItemId: orderLine.id, score });
    }
  });
  pairs.sort((a, b) => b.score - a.score || a.index - b.index || a.orderItemId - b.orderItemId);
  for (const pair of pairs) {
    if (result[pair.index]?.how !== null || taken.has(pair.orderItemId)) continue;
    taken.add(pair.orderItemId);
    result[pair.index] = { orderItemId: pair.orderItemId, how: 'NAME' };
  }
  return result;
}
