/**
 * What the supplier's page shows (docs/PRODUCT.md#supplier-link): one order, reached by its link token, with nothing
 * in it that names another row of ours (no order, venue, station, supplier or item id). Lines are numbered in the
 * order's item order.
 */
import { z } from 'zod';
import {
  ItemStatusSchema,
  LanguageSchema,
  NotDeliveredReasonSchema,
  PaymentMethodSchema,
  UnitSchema,
} from '@/domain/shared/enums';
import { SUPPLIER_DECISIONS, SUPPLIER_STATES } from './answer';

/**
 * A link token as it comes in a path. Any text up to 100 characters is accepted here, so that a malformed token is
 * answered exactly like a wrong one (404), and nobody learns the token format from a validation message.
 */
export const LinkTokenParamSchema = z.string({ error: 'invalidInput' }).max(100, 'invalidInput');

export const SupplierStateSchema = z.enum(SUPPLIER_STATES);
export const SupplierDecisionSchema = z.enum(SUPPLIER_DECISIONS);

export const SupplierOrderLineSchema = z.object({
  /** 1-based line number: what the supplier's answer names. */
  line: z.number().int(),
  name: z.string(),
  amount: z.string(),
  unit: UnitSchema,
  note: z.string(),
  /** The ordered unit price (decimal text) when the venue names prices in its message, else null. */
  unitPrice: z.string().nullable(),
  /** After receiving (read-only page): what arrived. */
  received: z
    .object({
      status: ItemStatusSchema,
      deliveredAmount: z.string().nullable(),
      notDeliveredReason: NotDeliveredReasonSchema.nullable(),
    })
    .nullable(),
});

export const SupplierAnswerViewSchema = z.object({
  decision: SupplierDecisionSchema,
  declinedLines: z.array(z.number().int()),
  deliveryDate: z.string().nullable(),
  note: z.string(),
  reason: z.string(),
  answeredAt: z.string(),
});
export type SupplierAnswerView = z.infer<typeof SupplierAnswerViewSchema>;

export const SupplierOrderViewSchema = z.object({
  /** The language of the order's venue (its creator's); the page offers the other one too. */
  language: LanguageSchema,
  venue: z.object({
    businessName: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
  }),
  station: z.string(),
  orderNumber: z.string(),
  /** Delivery date YYYY-MM-DD. */
  deliveryDate: z.string(),
  paymentMethod: PaymentMethodSchema.nullable(),
  orderNote: z.string(),
  /** The venue's currency when it names prices in its message (docs/PRODUCT.md#prices), else null. */
  currency: z.string().nullable(),
  lines: z.array(SupplierOrderLineSchema),
  /** The supplier may (still) answer; false once the venue started receiving. */
  answerable: z.boolean(),
  /** Received in full or in part: the page shows what arrived. */
  received: z.boolean(),
  /** To send back with an answer: an answer to content changed since is refused (409 order_changed). */
  version: z.number().int(),
  answer: SupplierAnswerViewSchema.nullable(),
});
export type SupplierOrderView = z.infer<typeof SupplierOrderViewSchema>;

/** The venue's view of the supplier's side of one order (order view, receive dialog). */
export const OrderSupplierAnswerSchema = z.object({
  state: SupplierStateSchema,
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  answer: SupplierAnswerViewSchema.nullable(),
  /** The venue's own item ids of the declined lines: the receive dialog starts them as not delivered. */
  declinedItemIds: z.array(z.number().int()),
});
export type OrderSupplierAnswer = z.infer<typeof OrderSupplierAnswerSchema>;
