/**
 * How alike an invoice line's name is to an ordered article's (docs/decisions/0028-invoice-matching.md): both are
 * cut into normalized tokens (lower case, Serbian diacritics folded so "Juneći" meets "junеci", Cyrillic
 * transliterated, punctuation and pure numbers dropped) and compared as sets (Dice coefficient: 2·shared / (a + b)).
 * A line only matches an article in a compatible unit: kilograms and grams are one kind, litres another, pieces and
 * packages ('#', whatever the supplier counts in) a third.
 */
import type { Unit } from '@/domain/shared/enums';

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
};

/** "Đ" has no combining mark to strip: folded by hand, like the Cyrillic letters. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (letter) => CYRILLIC[letter] ?? letter)
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** The words of a name that say what it is: folded, at least two letters, no numbers, sizes or measures. */
export function nameTokens(name: string): Set<string> {
  const words = fold(name).split(/[^a-z0-9]+/);
  return new Set(
    words.filter((word) => word.length >= 2 && !/^\d+[a-z]{0,3}$/.test(word) && !MEASURES.has(word)),
  );
}

/** Sizes written into names ("Ulje 1l", "Brašno 25 kg") say nothing about which article it is. */
const MEASURES = new Set(['kg', 'gr', 'ml', 'lit', 'kom', 'pak']);

/** 0 (nothing shared) to 1 (the same words). */
export function nameSimilarity(a: string, b: string): number {
  const left = nameTokens(a);
  const right = nameTokens(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const token of left) if (right.has(token)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

type UnitKind = 'mass' | 'volume' | 'count';
const UNIT_KINDS: Readonly<Record<Unit, UnitKind>> = {
  KG: 'mass',
  g: 'mass',
  Litar: 'volume',
  KOM: 'count',
  '#': 'count',
};

/** Whether an invoiced quantity in `invoiced` can be compared with one ordered in `ordered`. */
export function unitsCompatible(invoiced: Unit, ordered: Unit): boolean {
  return UNIT_KINDS[invoiced] === UNIT_KINDS[ordered];
}
