/**
 * A standing order's lines as the standing orders screen edits them (docs/decisions/0030-standing-orders.md): the
 * amounts as typed in the reader's way ("2,5" or "2.5": docs/PRODUCT.md#amounts), an article added once, and what is
 * sent: every amount one a user may order, in the wire form, and at least one line. The server checks the same
 * (UpdateStandingOrderSchema) and which articles may be on it.
 */
import { type AmountProblem, amountProblem, normalizeAmount } from '@/domain/orders/amount';

export interface TypedStandingLine {
  articleId: number;
  /** As typed: "2,5", "2.5", "" while being retyped. */
  amount: string;
}

export type StandingLinesCheck =
  | { ok: true; lines: { articleId: number; amount: string }[] }
  | { ok: false; problem: 'emptyOrder' }
  | { ok: false; problem: AmountProblem; articleId: number };

/** An added article starts with one of its unit; an article already on the lines is not added twice. */
export function addStandingLine<T extends TypedStandingLine>(lines: readonly T[], line: T): T[] {
  return lines.some((existing) => existing.articleId === line.articleId) ? [...lines] : [...lines, line];
}

/** The lines to send, or the first reason they cannot be (no lines; an amount that is not one). */
export function checkStandingLines(lines: readonly TypedStandingLine[]): StandingLinesCheck {
  if (lines.length === 0) return { ok: false, problem: 'emptyOrder' };
  for (const line of lines) {
    const problem = amountProblem(line.amount.trim());
    if (problem) return { ok: false, problem, articleId: line.articleId };
  }
  return {
    ok: true,
    lines: lines.map((line) => ({ articleId: line.articleId, amount: normalizeAmount(line.amount.trim()) })),
  };
}
