/**
 * A number as a Serbian user types it into a cell or a field: "1.250,50", "1250,50", "1250.50" and "1 250,50" are
 * all 1250.5 (docs/PRODUCT.md#article-import). Read as exact decimal text with a dot, the form every price and
 * amount rule takes. With both separators the last one is the decimal mark and the other groups thousands; with
 * one kind only, once it is the decimal mark and several times it groups thousands. Anything else, a guess would
 * be a price a thousand times off, so it stays unread.
 */
const SPACES = /[\s\u00a0\u202f]/g;

function grouped(text: string, separator: string): string | undefined {
  const groups = text.split(separator);
  const [head, ...rest] = groups;
  if (!head || !/^\d{1,3}$/.test(head) || rest.some((group) => !/^\d{3}$/.test(group))) return undefined;
  return groups.join('');
}

/** The typed number as decimal text ("1250.50"), or undefined when it is not one. Signs are not numbers here. */
export function parseTypedNumber(typed: string): string | undefined {
  const text = typed.replace(SPACES, '');
  if (/^\d+$/.test(text)) return text;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  const decimalAt = Math.max(lastDot, lastComma);
  if (decimalAt < 0) return undefined;
  const decimalMark = text[decimalAt]!;
  const other = decimalMark === '.' ? ',' : '.';
  const whole = text.slice(0, decimalAt);
  const fraction = text.slice(decimalAt + 1);
  if (!/^\d+$/.test(fraction)) return undefined;
  if (!whole.includes(decimalMark)) {
    // One decimal mark; the whole part is plain digits or grouped by the other separator.
    const digits = whole.includes(other) ? grouped(whole, other) : /^\d+$/.test(whole) ? whole : undefined;
    return digits === undefined ? undefined : `${digits}.${fraction}`;
  }
  // The same separator several times and no other: thousands ("1.250.000").
  if (text.includes(other)) return undefined;
  return grouped(text, decimalMark);
}
