/**
 * The order API contract (docs/PRODUCT.md#data-order, #api-orders, #order-wizard, #receiving): request bodies the
 * server validates and the web builds, and the response shapes both rely on. Field names follow the wire names
 * (docs/PRODUCT.md#api-wire-names) (order_number, productsToUpdate, move_to_order_id...).
 */
import { z } from 'zod';
import { SupplierStateSchema } from '@/domain/supplier-portal/supplier-portal.schemas';
import {
  ItemStatusSchema,
  NotDeliveredReasonSchema,
  OrderStatusSchema,
  PaymentMethodSchema,
  UnitSchema,
} from '@/domain/shared/enums';
import { IdParamSchema, IdSchema } from '@/domain/shared/ids';
import { PageNumberSchema, pageSizeSchema } from '@/domain/shared/paging';
import { userText } from '@/domain/shared/text';
import { AmountSchema } from './amount';
import { parseDeadline } from './deadline';
import { SEND_CHANNELS } from './send-channels';
import {
  CONTACT_NUMBER_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  ORDER_MAX_LINES,
  ORDER_NOTE_MAX_LENGTH,
} from '@/domain/shared/limits';

/** A calendar date YYYY-MM-DD, or a UTC timestamp whose venue-local date is taken (see orders/deadline.ts). */
export const DeadlineInputSchema = z
  .string({ error: 'invalidDate' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/, 'invalidDate');

const NoteSchema = userText({ max: NOTE_MAX_LENGTH });
const OrderNoteSchema = userText({ max: ORDER_NOTE_MAX_LENGTH });

export const OrderLineInputSchema = z.object({
  /** Article id. */
  id: IdSchema,
  amount: AmountSchema,
  note: NoteSchema.nullish().transform((note) => note ?? ''),
});
export type OrderLineInput = z.input<typeof OrderLineInputSchema>;

const OrderLinesSchema = z
  .array(OrderLineInputSchema, { error: 'emptyOrder' })
  .min(1, 'emptyOrder')
  .max(ORDER_MAX_LINES, 'invalidInput')
  .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, 'duplicateArticle');

export const CreateOrderSchema = z.object({
  deadline: DeadlineInputSchema,
  products: OrderLinesSchema,
  orderNote: OrderNoteSchema.nullish().transform((note) => note ?? ''),
  paymentMethod: PaymentMethodSchema.nullish().transform((method) => method ?? null),
});
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;

export const UpdateOrderItemsSchema = z.object({
  deadline: DeadlineInputSchema,
  productsToUpdate: OrderLinesSchema,
  orderNote: OrderNoteSchema.nullish().transform((note) => note ?? ''),
  paymentMethod: PaymentMethodSchema.nullish().transform((method) => method ?? null),
  receivingNote: OrderNoteSchema.nullish().transform((note) => note ?? ''),
  /** The version the editor loaded; a newer one on the server means someone else changed the order (409). */
  version: z.number().int().nonnegative().optional(),
});
export type UpdateOrderItemsInput = z.input<typeof UpdateOrderItemsSchema>;

export const MergeOrderSchema = z.object({ products: OrderLinesSchema });
export type MergeOrderInput = z.input<typeof MergeOrderSchema>;

/** Undo of a merge (docs/PRODUCT.md#merge-undo): the version the merge answered; the order must still have it. */
export const UndoMergeSchema = z.object({ version: z.number().int().nonnegative() });
export type UndoMergeInput = z.input<typeof UndoMergeSchema>;

export const SendChannelSchema = z.enum(SEND_CHANNELS, { error: 'invalidInput' });

export const SendOrderSchema = z.object({
  supplierContactNumber: userText({ max: CONTACT_NUMBER_MAX_LENGTH }).nullish(),
  supplierContactId: IdSchema.nullish(),
  channel: SendChannelSchema.optional(),
});
export type SendOrderInput = z.input<typeof SendOrderSchema>;

export const ChangeDateSchema = z.object({ deadline: DeadlineInputSchema });

export const RepeatOrderSchema = z.object({
  deadline: DeadlineInputSchema,
  supplierContactId: z.number({ error: 'common.requiredField' }).pipe(IdSchema),
  paymentMethod: PaymentMethodSchema.nullish().transform((method) => method ?? null),
  orderNote: OrderNoteSchema.nullish().transform((note) => note ?? ''),
  channel: SendChannelSchema.optional(),
});
export type RepeatOrderInput = z.input<typeof RepeatOrderSchema>;

// ---------------------------------------------------------------- responses

const IdName = z.object({ id: z.number().int(), name: z.string() });
const PersonName = z.object({ name: z.string() });

export const OrderItemSchema = z.object({
  /** Order item id. */
  id: z.number().int(),
  articleId: z.number().int(),
  name: z.string(),
  amount: z.string(),
  unit: UnitSchema,
  note: z.string(),
  status: ItemStatusSchema,
  deliveredAmount: z.string().nullable(),
  notDeliveredReason: NotDeliveredReasonSchema.nullable(),
  receiveNote: z.string(),
  move_to_order_id: z.number().int().nullable(),
  /** docs/PRODUCT.md#prices: the unit price as ordered (a snapshot), null without one; money is decimal text. */
  unitPrice: z.string().nullable(),
  /** The unit price paid, as the receipt recorded it; null when none was given. */
  paidPrice: z.string().nullable(),
  /** Amount x unit price, rounded to a cent (domain lineValue); null without a price. */
  lineValue: z.string().nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSupplierSchema = IdName.extend({ isMarket: z.boolean(), deleted: z.boolean() });

export const OrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  /** Calendar date YYYY-MM-DD (shown DD.MM.YYYY). */
  deadline: z.string(),
  status: OrderStatusSchema,
  /** The supplier of a regular order; null for a warehouse (market/custom) order (docs/PRODUCT.md#data-order). */
  supplier: OrderSupplierSchema.nullable(),
  /** The market supplier of a warehouse order; null for regular orders. */
  marketSupplier: OrderSupplierSchema.nullable(),
  department: IdName.extend({ isWarehouse: z.boolean() }),
  products: z.array(OrderItemSchema),
  orderNote: z.string(),
  receivingNote: z.string(),
  paymentMethod: PaymentMethodSchema.nullable(),
  supplierContactId: z.number().int().nullable(),
  supplierContactNumber: z.string().nullable(),
  createdBy: PersonName.nullable(),
  createdAt: z.string(),
  lastUpdatedBy: PersonName.nullable(),
  lastUpdatedAt: z.string(),
  sentBy: PersonName.nullable(),
  sentAt: z.string().nullable(),
  isCustomOrder: z.boolean(),
  /** The order that received this order's moved items. */
  newOrderId: z.number().int().nullable(),
  hasShortfall: z.boolean(),
  version: z.number().int(),
  /** Sum of the priced lines' values (domain orderTotal), null when no line has a price. */
  total: z.string().nullable(),
  /** The venue's currency (ISO 4217), in which every price of the order is. */
  currency: z.string(),
  /** The venue's tolerance in percent: a paid price further from the ordered one is "price changed". */
  priceTolerance: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderIdResponseSchema = z.object({ id: z.number().int() });
export const OrderStatusResponseSchema = z.object({
  id: z.number().int(),
  status: OrderStatusSchema,
  /**
   * After sending: the supplier's link `{PUBLIC_URL}/o/{token}` for the end of the message
   * (docs/PRODUCT.md#supplier-link).
   */
  supplierLink: z.string().optional(),
});

// ---------------------------------------------------------------- lists

/** Supplier filter placeholders meaning "all suppliers" (docs/PRODUCT.md#supplier-filter). */
export const ALL_SUPPLIERS_IDS = [999, 1000] as const;
export const DEFAULT_ORDERS_PAGE_SIZE = 10;
export const OVERDUE_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;

const PageSchema = PageNumberSchema.default(1);
const orderPageSizeSchema = (fallback: number) => pageSizeSchema(MAX_PAGE_SIZE).default(fallback);

/**
 * "IN_PROGRESS" or "IN_PROGRESS,INCOMPLETE" (docs/PRODUCT.md#api-orders); the web client sends a list joined with
 * commas.
 */
export const StatusListSchema = z
  .union(
    [z.string().max(200, 'invalidStatus'), z.array(z.string().max(50, 'invalidStatus')).max(10).readonly()],
    {
      error: 'invalidStatus',
    },
  )
  .transform((value) => (typeof value === 'string' ? value : value.join(',')))
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(OrderStatusSchema).min(1, 'invalidStatus'));

const SupplierFilterSchema = IdParamSchema.optional().transform((id) =>
  id === undefined || (ALL_SUPPLIERS_IDS as readonly number[]).includes(id) ? undefined : id,
);

/** A real calendar day YYYY-MM-DD (not 2026-02-30), so the database is never asked about an impossible date. */
export const DateFilterSchema = z
  .string({ error: 'invalidDate' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine((value) => parseDeadline(value) === value, 'invalidDate')
  .optional();

export const OrderListQuerySchema = z.object({
  page: PageSchema,
  pageSize: orderPageSizeSchema(DEFAULT_ORDERS_PAGE_SIZE),
  status: StatusListSchema,
  supplierId: SupplierFilterSchema,
  /** Only orders of this delivery date (the merge lookup, docs/PRODUCT.md#merge). */
  deadline: DateFilterSchema,
  /**
   * Only sent orders whose supplier has not opened the link yet (the Expected tab's filter)
   * (docs/PRODUCT.md#not-opened-filter).
   */
  notOpened: z
    .enum(['true', 'false'], { error: 'invalidInput' })
    .optional()
    .transform((value) => value === 'true'),
  /**
   * Orders the supplier rejected before anything was received (docs/PRODUCT.md#rejected-orders): "true" only
   * them, "false" all but them (the Expected tab); absent, no filter.
   */
  rejected: z
    .enum(['true', 'false'], { error: 'invalidInput' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

export const OverdueQuerySchema = z.object({
  page: PageSchema,
  pageSize: orderPageSizeSchema(OVERDUE_PAGE_SIZE),
});

export const ArchiveQuerySchema = z.object({
  page: PageSchema,
  pageSize: orderPageSizeSchema(DEFAULT_ORDERS_PAGE_SIZE),
  departmentId: IdParamSchema.optional(),
  supplierId: SupplierFilterSchema,
  from: DateFilterSchema,
  to: DateFilterSchema,
});
export type ArchiveQuery = z.input<typeof ArchiveQuerySchema>;

export const OrderListItemSchema = OrderSchema.pick({
  id: true,
  order_number: true,
  deadline: true,
  status: true,
  supplier: true,
  marketSupplier: true,
  department: true,
  supplierContactNumber: true,
  isCustomOrder: true,
  newOrderId: true,
  hasShortfall: true,
  createdAt: true,
  sentAt: true,
}).extend({
  itemsCount: z.number().int(),
  /**
   * What the supplier did with a sent order (the chip); null for drafts and warehouse orders
   * (docs/PRODUCT.md#supplier-side).
   */
  supplierState: SupplierStateSchema.nullable().optional(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

export const OrderListResponseSchema = z.object({
  orders: z.array(OrderListItemSchema),
  count: z.number().int(),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

export const ReceiveResponseSchema = z.object({
  status: OrderStatusSchema,
  newOrderId: z.number().int().optional(),
});
export type ReceiveResponse = z.infer<typeof ReceiveResponseSchema>;

/**
 * The dashboard's warnings (docs/PRODUCT.md#dashboard, #overdue): yesterday's unresolved orders and the number of
 * overdue ones.
 */
export const DueSummarySchema = z.object({
  yesterdayUnresolved: z.array(OrderListItemSchema),
  overdueCount: z.number().int(),
});
export type DueSummary = z.infer<typeof DueSummarySchema>;
