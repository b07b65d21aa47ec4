/**
 * Calendar dates ('YYYY-MM-DD') as the venue sees them. An order deadline is a calendar day in Serbia, so "today"
 * is taken in the Europe/Belgrade time zone, not in the server's or the browser's zone.
 */
export const VENUE_TIME_ZONE = 'Europe/Belgrade';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Made on first use: a formatter with a time zone costs ~40 ms of main thread to create in a browser (its zone
// data), which every screen importing this module paid at load though few ask for today's date (decision 0011).
let venueDateFormat: Intl.DateTimeFormat | undefined;

/** The calendar date in Belgrade at the instant `now`. */
export function venueToday(now: Date): string {
  venueDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(venueDateFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
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
