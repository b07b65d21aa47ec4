/**
 * Delivery dates (docs/PRODUCT.md#dates). A deadline is a calendar day in the venue's time zone; the API accepts that
 * day as YYYY-MM-DD or as a UTC timestamp (the web's date picker sends local midnight in UTC).
 */
import { addDays, venueToday } from '@/domain/shared/dates';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The venue-local calendar date of a deadline input, or undefined when it is not a real date. */
export function parseDeadline(input: string): string | undefined {
  const value = input.trim();
  if (ISO_DATE.test(value)) {
    try {
      // Round-tripping rejects 2026-02-30 and friends.
      return addDays(value, 0) === value ? value : undefined;
    } catch {
      return undefined;
    }
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  return venueToday(instant);
}

/** Today or later (docs/PRODUCT.md#dates). */
export function isAllowedDeadline(deadline: string, today: string): boolean {
  return deadline >= today;
}

/** The default date of a new or repeated order (docs/PRODUCT.md#repeat). */
export function defaultDeadline(today: string): string {
  return addDays(today, 1);
}

/**
 * Past-due (docs/PRODUCT.md#overdue): an expected order is overdue once 24 hours have passed after its delivery day
 * ended, i.e. from the second day after the deadline. (Yesterday's unresolved orders get the dashboard warning
 * instead.)
 */
export function overdueCutoff(today: string): string {
  return addDays(today, -2);
}

export function isOverdueDeadline(deadline: string, today: string): boolean {
  return deadline <= overdueCutoff(today);
}

export function yesterday(today: string): string {
  return addDays(today, -1);
}
