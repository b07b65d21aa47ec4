/**
 * Dates are shown DD.MM.YYYY (docs/PRODUCT.md#formats). Input is a calendar date "YYYY-MM-DD" (or a timestamp
 * starting so).
 */
export function formatDisplayDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}
