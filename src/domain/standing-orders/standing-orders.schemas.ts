/**
 * Standing orders (docs/decisions/0030-standing-orders.md): an order saved to be prepared again on chosen weekdays at
 * a time, with its lines, contact and whether the server sends it by e-mail on its own.
 */
import { z } from 'zod';
import { AmountSchema } from '@/domain/orders/amount';
import { UnitSchema } from '@/domain/shared/enums';
import { IdSchema } from '@/domain/shared/ids';
import { ORDER_MAX_LINES } from '@/domain/shared/limits';

/** Holidays marked a year ahead are plenty; the list stays small. */
export const MAX_SKIPPED_DATES = 60;

const WeekdaysSchema = z
  .array(
    z.number({ error: 'invalidInput' }).int('invalidInput').min(0, 'invalidInput').max(6, 'invalidInput'),
    {
      error: 'invalidInput',
    },
  )
  .min(1, 'invalidInput')
  .max(7, 'invalidInput')
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const StandingTimeSchema = z
  .string({ error: 'invalidInput' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidInput');

/** A real calendar day (not 2026-02-30). */
function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

const IsoDateSchema = z
  .string({ error: 'invalidDate' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine(isCalendarDate, 'invalidDate');

const SkippedDatesSchema = z
  .array(IsoDateSchema, { error: 'invalidInput' })
  .max(MAX_SKIPPED_DATES, 'invalidInput')
  .transform((dates) => [...new Set(dates)].sort());

const StandingLineInputSchema = z.object({ articleId: IdSchema, amount: AmountSchema });

/** The rhythm and delivery choices, shared by saving an order as standing and by editing one. */
const StandingChoicesSchema = z.object({
  supplierContactId: IdSchema,
  weekdays: WeekdaysSchema,
  time: StandingTimeSchema,
  autoSendEmail: z.boolean({ error: 'invalidInput' }),
});

/** POST /standingOrders: the order whose supplier, station and lines are kept. */
export const CreateStandingOrderSchema = StandingChoicesSchema.extend({ orderId: IdSchema });
export type CreateStandingOrderInput = z.input<typeof CreateStandingOrderSchema>;
export type CreateStandingOrderData = z.output<typeof CreateStandingOrderSchema>;

/**
 * The lines a standing order prepares: at least one, each article once. Which articles may be on it (the venue's own
 * or the catalogue's of the standing order's supplier) is the server's to check (400 articleNotAvailable).
 */
export const StandingLinesInputSchema = z
  .array(StandingLineInputSchema, { error: 'emptyOrder' })
  .min(1, 'emptyOrder')
  .max(ORDER_MAX_LINES, 'invalidInput')
  .refine((lines) => new Set(lines.map((line) => line.articleId)).size === lines.length, 'duplicateArticle');

/**
 * POST /standingOrders/:id, a change in the manner of PATCH: only the fields sent change (a pause sends only
 * `paused`), and `lines`, when sent, replaces the whole line set. A body that changes nothing is refused.
 */
export const UpdateStandingOrderSchema = z
  .object({
    supplierContactId: IdSchema.optional(),
    weekdays: WeekdaysSchema.optional(),
    time: StandingTimeSchema.optional(),
    autoSendEmail: z.boolean({ error: 'invalidInput' }).optional(),
    paused: z.boolean({ error: 'invalidInput' }).optional(),
    skippedDates: SkippedDatesSchema.optional(),
    lines: StandingLinesInputSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'invalidInput');
export type UpdateStandingOrderInput = z.input<typeof UpdateStandingOrderSchema>;
export type UpdateStandingOrderData = z.output<typeof UpdateStandingOrderSchema>;

export const StandingLineSchema = z.object({
  articleId: z.number().int(),
  name: z.string(),
  unit: UnitSchema,
  amount: z.string(),
});

export const StandingOrderSchema = z.object({
  id: z.number().int(),
  station: z.object({ id: z.number().int(), name: z.string() }),
  supplier: z.object({ id: z.number().int(), name: z.string() }),
  contact: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  weekdays: z.array(z.number().int()),
  time: z.string(),
  autoSendEmail: z.boolean(),
  paused: z.boolean(),
  skippedDates: z.array(z.string()),
  lines: z.array(StandingLineSchema),
  /** The next time it is prepared (venue date and time); null while paused. */
  nextOccurrence: z.object({ date: z.string(), time: z.string() }).nullable(),
});
export type StandingOrder = z.infer<typeof StandingOrderSchema>;

export const StandingOrderListSchema = z.object({ standingOrders: z.array(StandingOrderSchema) });
