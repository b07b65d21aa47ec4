/**
 * When a standing order is prepared (docs/decisions/0030-standing-orders.md): on each chosen weekday (0 Monday ...
 * 6 Sunday, docs/PRODUCT.md#formats) at its time, both the venue's (Europe/Belgrade), unless the date is marked
 * skipped (a public holiday) or the standing order is paused. Its draft is for the supplier's next delivery day that
 * the cut-off still allows at that moment (the wizard's own rule, suppliers/ordering-schedule.ts).
 */
import { addDays, venueToday } from '@/domain/shared/dates';
import {
  defaultDeliveryDate,
  type DeliverySchedule,
  venueTime,
  weekdayId,
} from '@/domain/suppliers/ordering-schedule';

export interface StandingRhythm {
  weekdays: readonly number[];
  /** 'HH:MM', the venue's time. */
  time: string;
  /** 'YYYY-MM-DD' dates on which nothing is prepared. */
  skippedDates: readonly string[];
  paused: boolean;
}

/** A week of days is enough to find the next chosen weekday; skipped dates can push it on, a year bounds the search. */
const SEARCH_DAYS = 366;

function occursOn(rhythm: StandingRhythm, date: string): boolean {
  return rhythm.weekdays.includes(weekdayId(date)) && !rhythm.skippedDates.includes(date);
}

/**
 * The venue date whose occurrence is due at `now` (chosen weekday, not skipped, its time reached), or null. The job
 * prepares it once; whether it already did is the database's to answer (one row per standing order and date).
 */
export function dueOccurrenceDate(rhythm: StandingRhythm, now: Date): string | null {
  if (rhythm.paused) return null;
  const today = venueToday(now);
  if (!occursOn(rhythm, today)) return null;
  return venueTime(now) >= rhythm.time ? today : null;
}

/**
 * The next occurrence still to come after `now` (today's when its time is ahead), for the list screen; null when
 * paused or when no weekday is chosen.
 */
export function nextOccurrence(rhythm: StandingRhythm, now: Date): { date: string; time: string } | null {
  if (rhythm.paused || rhythm.weekdays.length === 0) return null;
  const today = venueToday(now);
  const start = venueTime(now) < rhythm.time ? 0 : 1;
  for (let offset = start; offset <= SEARCH_DAYS; offset += 1) {
    const date = addDays(today, offset);
    if (occursOn(rhythm, date)) return { date, time: rhythm.time };
  }
  return null;
}

/** The delivery date of the draft prepared on `date` at `time`: the supplier's next delivery day the cut-off allows. */
export function occurrenceDeliveryDate(
  schedule: DeliverySchedule | null | undefined,
  date: string,
  time: string,
): string {
  return defaultDeliveryDate(schedule, { today: date, time });
}
