/**
 * Order numbers are read aloud over the phone and written on delivery notes: a short station code and the
 * venue's running number, upper-case, e.g. "KUH-0042" (unique per venue because the number is).
 *
 * The rule is written so PostgreSQL can apply it too (stationCodeSql in the orders repository, which numbers a new
 * order inside the statement that inserts it, decision 0010): letters are decomposed (NFD: Š → S + caron), Đ becomes
 * DJ, everything but ASCII letters and digits is dropped, the rest is upper-cased. Only ASCII is upper-cased, so the
 * result does not depend on a database locale.
 */
export function stationCode(stationName: string): string {
  const ascii = stationName
    .normalize('NFD')
    .replace(/Đ/g, 'DJ')
    .replace(/đ/g, 'dj')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  return ascii.slice(0, 3) || 'ORD';
}

export function formatOrderNumber(stationName: string, sequence: number): string {
  return `${stationCode(stationName)}-${String(sequence).padStart(4, '0')}`;
}
