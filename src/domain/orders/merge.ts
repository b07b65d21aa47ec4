/**
 * Merging a new selection into an existing order (docs/PRODUCT.md#merge): the same article appears once, its amounts
 * added; distinct notes are kept side by side. The web previews with this function and the server merges with it, so
 * both always agree. A sum above MAX_AMOUNT is refused (docs/PRODUCT.md#amount-bounds), so a merge can never store an
 * amount that a later merge, edit or receipt could not handle.
 */
import { addAmounts, amountProblem } from './amount';

export interface MergeLine {
  articleId: number;
  amount: string;
  note: string;
}

const NOTE_SEPARATOR = ' / ';

function mergeNotes(first: string, second: string): string {
  const notes = [first, second].map((note) => note.trim()).filter(Boolean);
  return [...new Set(notes)].join(NOTE_SEPARATOR);
}

/** Existing lines keep their order; new articles follow in the order they were added. */
export function mergeOrderLines<T extends MergeLine>(
  existing: readonly T[],
  added: readonly MergeLine[],
): MergeLine[] {
  const merged = new Map<number, MergeLine>();
  for (const line of [...existing, ...added]) {
    const current = merged.get(line.articleId);
    merged.set(
      line.articleId,
      current
        ? {
            articleId: line.articleId,
            amount: addAmounts(current.amount, line.amount),
            note: mergeNotes(current.note, line.note),
          }
        : { articleId: line.articleId, amount: line.amount, note: line.note.trim() },
    );
  }
  return [...merged.values()];
}

export type MergeOutcome =
  { ok: true; lines: MergeLine[] } | { ok: false; code: 'amountTooLarge'; articleId: number };

/** The merge as the server performs it: mergeOrderLines, unless an amount of the result passes MAX_AMOUNT. */
export function mergeWithinLimit<T extends MergeLine>(
  existing: readonly T[],
  added: readonly MergeLine[],
): MergeOutcome {
  const lines = mergeOrderLines(existing, added);
  const tooLarge = lines.find((line) => amountProblem(line.amount) === 'amountTooLarge');
  return tooLarge
    ? { ok: false, code: 'amountTooLarge', articleId: tooLarge.articleId }
    : { ok: true, lines };
}
