/**
 * The printed order and receipt (docs/PRODUCT.md#archive): the order as the order view shows it, with what a paper
 * for the accountant or the supplier also names: the venue's legal data, the supplier's contact and who received it.
 */
import { z } from 'zod';
import { OrderSchema } from './orders.schemas';

const PersonName = z.object({ name: z.string() });

export const OrderPrintSchema = z.object({
  order: OrderSchema,
  venue: z.object({
    name: z.string(),
    businessName: z.string(),
    address: z.string(),
    pib: z.string(),
  }),
  /** The contact the order was sent to; null before sending or when the contact is gone. */
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }).nullable(),
  /**
   * The receipt: the last change of a received order is its receipt (nothing but a receipt changes an order once
   * it is received), so its author and time are the receiver's; null until received.
   */
  receivedBy: PersonName.nullable(),
  receivedAt: z.string().nullable(),
});
export type OrderPrint = z.infer<typeof OrderPrintSchema>;
