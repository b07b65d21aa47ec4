/**
 * Ordering schedules (supplier note: docs/PRODUCT.md#data-ordering-schedule, #ordering-schedules): per supplier and
 * venue, the weekdays the supplier delivers (ids 0-6, Monday first, docs/PRODUCT.md#formats), the time of day by
 * which an order must be placed the day before a delivery (timeToOrder, the cut-off), the delivery time and a note.
 * Writing one is PRO only (planAllowance).
 *
 * The rule the order wizard's date step follows lives here as pure functions over 'YYYY-MM-DD' dates and the
 * caller's local time, so the web and the tests share one definition.
 */
import { z } from 'zod';
import { addDays, VENUE_TIME_ZONE } from '@/domain/shared/dates';
import { PriceTextSchema } from '@/domain/prices/money';
import { NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { userText } from '@/domain/shared/text';

/** Default time (docs/PRODUCT.md#data-ordering-schedule): "00:00", which for timeToOrder means "no cut-off". */
export const NO_TIME = '00:00';
export const WEEKDAY_IDS = [0, 1, 2, 3, 4, 5, 6] as const;

const TimeSchema = z
  .string({ error: 'invalidInput' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidInput')
  .nullish()
  .transform((time) => time ?? NO_TIME);

/**
 * POST /supplier/{id}/addSupplierNotes (docs/PRODUCT.md#api-suppliers; userId and noteId of the old API are ignored:
 * one per venue).
 */
export const SupplierNoteInputSchema = z.object({
  timeToOrder: TimeSchema,
  timeToDeliver: TimeSchema,
  daysInWeek: z
    .array(
      z.number({ error: 'invalidInput' }).int('invalidInput').min(0, 'invalidInput').max(6, 'invalidInput'),
      {
        error: 'invalidInput',
      },
    )
    .max(7, 'invalidInput')
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  note: userText({ max: NOTE_MAX_LENGTH })
    .nullish()
    .transform((note) => note ?? ''),
  /**
   * The supplier's minimum order value in the venue's currency (docs/decisions/0025-order-guards.md): the preview
   * warns below it. Empty or missing: none.
   */
  minimumOrderValue: z
    .union([z.literal(''), PriceTextSchema], { error: 'invalidPrice' })
    .nullish()
    .transform((value) => value || null),
});
export type SupplierNoteInput = z.input<typeof SupplierNoteInputSchema>;
export type SupplierNoteData = z.output<typeof SupplierNoteInputSchema>;

export const SupplierNoteSchema = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  timeToOrder: z.string(),
  timeToDeliver: z.string(),
  daysInWeek: z.array(z.number().int()),
  note: z.string(),
  minimumOrderValue: z.string().nullable(),
});
export type SupplierNote = z.infer<typeof SupplierNoteSchema>;

/** What the date rule needs of a schedule. */
export type DeliverySchedule = Pick<SupplierNote, 'daysInWeek' | 'timeToOrder'>;

function parseDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

// Made on first use, as in dates.ts: a time-zone formatter is costly to create at module load (decision 0011).
let venueTimeFormat: Intl.DateTimeFormat | undefined;

/** The venue's wall-clock time 'HH:MM' (cut-offs are the venue's times, like its calendar days). */
export function venueTime(now: Date): string {
  venueTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: VENUE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return venueTimeFormat.format(now);
}

/** Weekday id of a date (docs/PRODUCT.md#formats): 0 Monday ... 6 Sunday. */
export function weekdayId(date: string): number {
  return (parseDate(date).getUTCDay() + 6) % 7;
}

/** A supplier without delivery days recorded delivers any day. */
export function isDeliveryDay(schedule: DeliverySchedule | null | undefined, date: string): boolean {
  if (!schedule || schedule.daysInWeek.length === 0) return true;
  return schedule.daysInWeek.includes(weekdayId(date));
}

/**
 * Whether an order made at `today` `time` (local, 'HH:MM') misses the delivery on `date`: the cut-off is timeToOrder
 * on the day before the delivery, and "00:00" means none. A warning only; the order may still be made.
 */
export function missesCutoff(
  schedule: DeliverySchedule | null | undefined,
  date: string,
  now: { today: string; time: string },
): boolean {
  if (!schedule || schedule.timeToOrder === NO_TIME) return false;
  const cutoffDay = addDays(date, -1);
  if (now.today < cutoffDay) return false;
  if (now.today > cutoffDay) return true;
  return now.time >= schedule.timeToOrder;
}

/**
 * The wizard's default date: the supplier's next delivery day from tomorrow on (within two weeks) that the cut-off
 * still allows; tomorrow when there is no schedule or none fits (default tomorrow: docs/PRODUCT.md#order-wizard).
 */
export function defaultDeliveryDate(
  schedule: DeliverySchedule | null | undefined,
  now: { today: string; time: string },
): string {
  const tomorrow = addDays(now.today, 1);
  if (!schedule) return tomorrow;
  for (let offset = 1; offset <= 14; offset += 1) {
    const date = addDays(now.today, offset);
    if (isDeliveryDay(schedule, date) && !missesCutoff(schedule, date, now)) return date;
  }
  return tomorrow;
}
