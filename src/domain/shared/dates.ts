/**
 * Calendar dates ('YYYY-MM-DD') as the venue sees them. An order deadline is a calendar day in Serbia, so "today"
 * is taken in the Europe/Belgrade time zone, not in the server's or the browser's zone.
 */
export const VENUE_TIME_ZONE = 'Europe/Belgrade';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Sunday of the last week of `month` (0-based) in `year`, at 01:00 UTC: when Central European clocks change (EU
 * rule, which Serbia keeps).
 */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The calendar date in Belgrade at the instant `now`: UTC+1, UTC+2 from the last Sunday of March to the last Sunday of
 * October (both at 01:00 UTC). Computed rather than asked of Intl: a browser's first date formatter loads its locale
 * and zone data, 50–80 ms of main thread that the order wizard paid in its first render (decision 0011, Lighthouse of
 * the order wizard). dates.test.ts checks every hour of twenty years against the platform's zone data, so a change of
 * Serbia's clock rules fails there first.
 */
export function venueToday(now: Date): string {
  const at = now.getTime();
  const year = now.getUTCFullYear();
  const summer = at >= lastSundayAtOneUtc(year, 2) && at < lastSundayAtOneUtc(year, 9);
  return new Date(at + (summer ? 2 : 1) * 3_600_000).toISOString().slice(0, 10);
}

/** `isoDate` moved by `days` calendar days (negative goes back). Time zones play no part: a date has none. */
export function addDays(isoDate: string, days: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  const [, year, month, day] = match;
  const moved = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + days));
  if (Number.isNaN(moved.getTime())) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return moved.toISOString().slice(0, 10);
}
