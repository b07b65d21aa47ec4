/**
 * In-app notifications (docs/decisions/0030-standing-orders.md): one row per user, a kind and the data its text and
 * link are made of. The web writes the sentence from kind + data in the reader's language, so nothing stored is a
 * sentence. A new kind is one more member of the union below, its text on the web and its target screen.
 */
import { z } from 'zod';
import { IdSchema } from '@/domain/shared/ids';
import { SUPPLIER_DECISIONS } from '@/domain/supplier-portal/answer';
import { PageNumberSchema, pageSizeSchema } from '@/domain/shared/paging';

/** A standing order's draft was prepared (and, with e-mail sending on, sent). */
export const StandingOrderReadyDataSchema = z.object({
  standingOrderId: z.number().int(),
  orderId: z.number().int(),
  stationId: z.number().int(),
  supplierName: z.string(),
  /** The draft's delivery date, YYYY-MM-DD. */
  deliveryDate: z.string(),
  /** Whether the server sent it by e-mail (the draft waits for the user otherwise). */
  sent: z.boolean(),
});
export type StandingOrderReadyData = z.infer<typeof StandingOrderReadyDataSchema>;

/** The supplier answered an order from its link: told to the person who created the order. */
export const SupplierAnsweredDataSchema = z.object({
  orderId: z.number().int(),
  stationId: z.number().int(),
  /** A market order of a warehouse (its own current-orders screen). */
  custom: z.boolean(),
  orderNumber: z.string(),
  supplierName: z.string(),
  decision: z.enum(SUPPLIER_DECISIONS),
  /** The delivery date after the answer, YYYY-MM-DD. */
  deliveryDate: z.string(),
});
export type SupplierAnsweredData = z.infer<typeof SupplierAnsweredDataSchema>;

/** An order above its creator's limit asks for approval: told to the venue's admins. */
export const ApprovalRequestedDataSchema = z.object({
  orderId: z.number().int(),
  stationId: z.number().int(),
  orderNumber: z.string(),
  requesterName: z.string(),
});

/** An admin approved or returned an order: told to the person who created it. */
export const ApprovalDecidedDataSchema = z.object({
  orderId: z.number().int(),
  stationId: z.number().int(),
  orderNumber: z.string(),
  approved: z.boolean(),
  /** The admin's note on a returned order (empty on approval). */
  note: z.string(),
});

/**
 * A supplier's cut-off for a delivery is within the hour and the station has ordered nothing for that day
 * (domain/notifications/cutoff-reminders.ts): told to the people who order for the station.
 */
export const CutoffSoonDataSchema = z.object({
  stationId: z.number().int(),
  stationName: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  /** A market supplier of a warehouse: its own order wizard. */
  custom: z.boolean(),
  /** YYYY-MM-DD. */
  deliveryDate: z.string(),
  /** 'HH:MM', the venue's time. */
  cutoffTime: z.string(),
});

/** Half an hour before the cut-off the supplier has not opened a sent order's link: told to its creator. */
export const SupplierNotOpenedDataSchema = z.object({
  orderId: z.number().int(),
  stationId: z.number().int(),
  orderNumber: z.string(),
  supplierName: z.string(),
  deliveryDate: z.string(),
  cutoffTime: z.string(),
});

/** What every notification has besides its kind and data. */
const NotificationBase = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});

/** Every kind with the shape of its data. */
export const NotificationSchema = z.discriminatedUnion('kind', [
  NotificationBase.extend({ kind: z.literal('standingOrderReady'), data: StandingOrderReadyDataSchema }),
  NotificationBase.extend({ kind: z.literal('supplierAnswered'), data: SupplierAnsweredDataSchema }),
  NotificationBase.extend({ kind: z.literal('approvalRequested'), data: ApprovalRequestedDataSchema }),
  NotificationBase.extend({ kind: z.literal('approvalDecided'), data: ApprovalDecidedDataSchema }),
  NotificationBase.extend({ kind: z.literal('cutoffSoon'), data: CutoffSoonDataSchema }),
  NotificationBase.extend({ kind: z.literal('supplierNotOpened'), data: SupplierNotOpenedDataSchema }),
]);
export type Notification = z.infer<typeof NotificationSchema>;
export type NotificationKind = Notification['kind'];
/** What a module stores: a kind with its data. */
type ContentOf<N> = N extends { kind: unknown; data: unknown } ? Pick<N, 'kind' | 'data'> : never;
export type NotificationContent = ContentOf<Notification>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

export const NotificationListQuerySchema = z.object({
  page: PageNumberSchema.optional(),
  size: pageSizeSchema(NOTIFICATIONS_MAX_PAGE_SIZE).optional(),
});

export const NotificationPageSchema = z.object({
  notifications: z.array(NotificationSchema),
  /** All of the caller's notifications, for paging. */
  total: z.number().int(),
  /** The bell's number. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** Mark the given notifications read, or every one of the caller's with `all`. */
export const MarkReadSchema = z
  .object({
    ids: z
      .array(IdSchema, { error: 'invalidInput' })
      .min(1, 'invalidInput')
      .max(100, 'invalidInput')
      .optional(),
    all: z.literal(true, { error: 'invalidInput' }).optional(),
  })
  .refine((input) => (input.ids === undefined) !== (input.all === undefined), 'invalidInput');
export type MarkReadInput = z.input<typeof MarkReadSchema>;
