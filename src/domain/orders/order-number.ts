/**
 * Order numbers are read aloud over the phone and written on delivery notes: a short station code and the
 * venue's running number, upper-case, e.g. "KUH-0042" (unique per venue because the number is).
 */
const TRANSLITERATION: Record<string, string> = { Š: 'S', Đ: 'DJ', Č: 'C', Ć: 'C', Ž: 'Z' };

export function stationCode(stationName: string): string {
  const ascii = stationName
    .toUpperCase()
    .replace(/[ŠĐČĆŽ]/g, (letter) => TRANSLITERATION[letter] ?? letter)
    .normalize('NFD')
    .replace(/[^A-Z0-9]/g, '');
  return ascii.slice(0, 3) || 'ORD';
}

export function formatOrderNumber(stationName: string, sequence: number): string {
  return `${stationCode(stationName)}-${String(sequence).padStart(4, '0')}`;
}
