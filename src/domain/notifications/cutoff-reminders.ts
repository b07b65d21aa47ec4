/**
 * Cut-off reminders (docs/PRODUCT.md#notifications): a supplier with an ordering schedule must have the order by its
 * cut-off (timeToOrder, the venue's wall-clock time on the day before the delivery; "00:00" is none, see
 * domain/suppliers/ordering-schedule.ts). Two reminders follow from it, as pure functions of `now`, the schedule and
 * the orders that exist for one station and supplier:
 * - `cutoffSoon`: the cut-off of a delivery day is at most 60 minutes ahead and nothing is ordered for that day (an
 *   order in any status counts, except one the supplier rejected);
 * - `supplierNotOpened`: the cut-off is at most 30 minutes ahead and an order sent for that day still waits for the
 *   supplier to open its link (call them).
 * The job (server/modules/notifications/cutoff-reminder-job.ts) finds the candidates and creates each reminder once.
 */
import { addDays, VENUE_TIME_ZONE } from '@/domain/shared/dates';
import { type DeliverySchedule, isDeliveryDay, NO_TIME } from '@/domain/suppliers/ordering-schedule';

export const CUTOFF_SOON_MINUTES = 60;
export const NOT_OPENED_MINUTES = 30;

const MINUTE_MS = 60_000;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock fields of `instant` in `timeZone` (formatters are made on first use: dates.ts, decision 0011). */
function wallClock(instant: Date, timeZone: string): number[] {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number);
}

function offsetMs(instant: Date, timeZone: string): number {
  const [year, month, day, hour, minute] = wallClock(instant, timeZone);
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  return asUtc - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant of wall-clock `time` ('HH:MM') on `date` in `timeZone`. A time skipped by the spring change resolves
 * to the hour after; a time repeated in autumn to its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string = VENUE_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const first = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/** The venue's wall-clock 'HH:MM' of `instant`. */
export function zonedTime(instant: Date, timeZone: string = VENUE_TIME_ZONE): string {
  const [, , , hour, minute] = wallClock(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * Every cut-off time ('HH:MM') that falls within the next `minutes` after `now`: the job asks the database for the
 * schedules with these times only (an indexed lookup), then checks each with `dueReminders`.
 */
export function cutoffTimesWithin(now: Date, minutes: number, timeZone: string = VENUE_TIME_ZONE): string[] {
  const times = new Set<string>();
  for (let step = 1; step <= minutes; step += 1) {
    const time = zonedTime(new Date(now.getTime() + step * MINUTE_MS), timeZone);
    if (time !== NO_TIME) times.add(time);
  }
  return [...times];
}

export interface UpcomingCutoff {
  deliveryDate: string;
  /** The cut-off, 'HH:MM' in the venue's time zone. */
  cutoffTime: string;
  /** Whole minutes from now until the cut-off, 1 or more. */
  minutesLeft: number;
}

/**
 * The delivery whose cut-off is after `now` and at most `withinMinutes` ahead, if any. Usually tomorrow's; near
 * midnight the cut-off just after it (e.g. 00:30) is the one of the day after tomorrow.
 */
export function upcomingCutoff(
  schedule: DeliverySchedule | null | undefined,
  now: Date,
  withinMinutes: number,
  timeZone: string = VENUE_TIME_ZONE,
): UpcomingCutoff | null {
  if (!schedule || schedule.timeToOrder === NO_TIME) return null;
  const today = zonedDate(now, timeZone);
  for (const cutoffDay of [today, addDays(today, 1)]) {
    const deliveryDate = addDays(cutoffDay, 1);
    if (!isDeliveryDay(schedule, deliveryDate)) continue;
    const left = zonedInstant(cutoffDay, schedule.timeToOrder, timeZone).getTime() - now.getTime();
    if (left > 0 && left <= withinMinutes * MINUTE_MS)
      return { deliveryDate, cutoffTime: schedule.timeToOrder, minutesLeft: Math.ceil(left / MINUTE_MS) };
  }
  return null;
}

function zonedDate(instant: Date, timeZone: string): string {
  const [year, month, day] = wallClock(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What exists of one station's orders to the supplier around the cut-off. */
export interface ReminderOrder {
  id: number;
  /** The delivery date, YYYY-MM-DD. */
  deadline: string;
  /** The supplier rejected it: it does not count as ordered. */
  rejected: boolean;
  /** Sent with a supplier link that nobody has opened yet. */
  awaitingOpen: boolean;
}

export type DueReminder =
  | { kind: 'cutoffSoon'; deliveryDate: string; cutoffTime: string }
  | { kind: 'supplierNotOpened'; orderId: number; deliveryDate: string; cutoffTime: string };

/** The reminders due now for one station's orders to one supplier (each is then created at most once). */
export function dueReminders(
  schedule: DeliverySchedule | null | undefined,
  orders: readonly ReminderOrder[],
  now: Date,
  timeZone: string = VENUE_TIME_ZONE,
): DueReminder[] {
  const due: DueReminder[] = [];
  const soon = upcomingCutoff(schedule, now, CUTOFF_SOON_MINUTES, timeZone);
  if (!soon) return due;
  const forDay = orders.filter((order) => order.deadline === soon.deliveryDate);
  const { deliveryDate, cutoffTime } = soon;
  if (!forDay.some((order) => !order.rejected)) due.push({ kind: 'cutoffSoon', deliveryDate, cutoffTime });
  if (soon.minutesLeft <= NOT_OPENED_MINUTES) {
    for (const order of forDay) {
      if (order.awaitingOpen && !order.rejected)
        due.push({ kind: 'supplierNotOpened', orderId: order.id, deliveryDate, cutoffTime });
    }
  }
  return due;
}
