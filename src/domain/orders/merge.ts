/**
 * Merging a new selection into an existing order (SPEC §4): the same article appears once, its amounts added;
 * distinct notes are kept side by side. The web previews with this function and the server merges with it,
 * so both always agree.
 */
import { addAmounts } from './amount';

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
