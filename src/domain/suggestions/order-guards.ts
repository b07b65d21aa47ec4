/**
 * The guards of the order preview (docs/decisions/0025-order-guards.md): mistakes a user may have typed, shown before
 * the supplier sees them and never blocking the send. Pure rules over exact decimal text (amounts in thousandths,
 * money in cents), so the server that answers the check and the tests share one definition.
 */
import { toThousandths } from '@/domain/orders/amount';
import { centsToText, toCents } from '@/domain/prices/money';

/**
 * An amount at or below half, or at or above double, the amount the article was last ordered in: "20 KG, usually
 * 2 KG" is far more often a typo than a real change. Without a last amount nothing is unusual.
 */
export function isOutlierAmount(amount: string, usual: string | null | undefined): boolean {
  if (!usual) return false;
  const typed = toThousandths(amount);
  const last = toThousandths(usual);
  if (typed === undefined || last === undefined || last === 0) return false;
  return typed * 2 <= last || typed >= last * 2;
}

export interface GuardLine {
  articleId: number;
  amount: string;
}

export interface OutlierLine {
  articleId: number;
  amount: string;
  usual: string;
}

/** The lines whose amount is unusual against the last amount of their article (`usual` by article id). */
export function outlierLines(lines: readonly GuardLine[], usual: ReadonlyMap<number, string>): OutlierLine[] {
  return lines.flatMap((line) => {
    const last = usual.get(line.articleId);
    return last !== undefined && isOutlierAmount(line.amount, last)
      ? [{ articleId: line.articleId, amount: line.amount, usual: last }]
      : [];
  });
}

export interface MinimumShortfall {
  minimum: string;
  total: string;
  missing: string;
}

/**
 * A supplier's minimum order value against the order's total (of its priced lines): the missing value when the total
 * is below it; null when there is no minimum, no priced line (nothing to compare), or the total reaches it.
 */
export function minimumShortfall(
  total: string | null | undefined,
  minimum: string | null | undefined,
): MinimumShortfall | null {
  if (!minimum || !total) return null;
  const minimumCents = toCents(minimum);
  const totalCents = toCents(total);
  if (minimumCents === undefined || totalCents === undefined || totalCents >= minimumCents) return null;
  return { minimum, total, missing: centsToText(minimumCents - totalCents) };
}
