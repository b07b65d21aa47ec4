/**
 * The dashboard's "Supplier answers" card (docs/PRODUCT.md#supplier-answers-card): what suppliers answered lately
 * about orders still expected, so the venue sees what will not come before the truck arrives.
 */
import { z } from 'zod';
import { SUPPLIER_DECISIONS } from './answer';

/** Answers of the last days the card lists. */
export const RECENT_ANSWER_DAYS = 7;
/** The most answers the card lists (newest first). */
export const RECENT_ANSWERS_LIMIT = 8;

export const RecentSupplierAnswerSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  stationId: z.number().int(),
  stationName: z.string(),
  supplierName: z.string(),
  decision: z.enum(SUPPLIER_DECISIONS),
  /** The order's delivery date (the supplier's, when it moved it), YYYY-MM-DD. */
  deliveryDate: z.string(),
  declinedCount: z.number().int(),
  answeredAt: z.string(),
});
export type RecentSupplierAnswer = z.infer<typeof RecentSupplierAnswerSchema>;
