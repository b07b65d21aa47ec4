/**
 * What the standing link's page shows (docs/PRODUCT.md#standing-links): the venue's orders sent to one contact, each
 * with the token of its own order page, and nothing that names a row of ours. And the venue admin's view of the
 * contacts' standing links.
 */
import { z } from 'zod';
import { LanguageSchema } from '@/domain/shared/enums';
import { STANDING_ORDER_STATES } from './standing-link';

export const StandingOrderRowSchema = z.object({
  orderNumber: z.string(),
  /** Delivery date YYYY-MM-DD. */
  deliveryDate: z.string(),
  restaurant: z.string(),
  station: z.string(),
  state: z.enum(STANDING_ORDER_STATES),
  /** The token of the order's own supplier page (`/o/{token}`). */
  token: z.string(),
});
export type StandingOrderRow = z.infer<typeof StandingOrderRowSchema>;

export const StandingLinkViewSchema = z.object({
  /** The venue's language (its first admin's); the page offers the other one too. */
  language: LanguageSchema,
  venue: z.object({ name: z.string(), businessName: z.string() }),
  supplierName: z.string(),
  contactName: z.string(),
  orders: z.array(StandingOrderRowSchema),
});
export type StandingLinkView = z.infer<typeof StandingLinkViewSchema>;

/** A contact's live standing link, as the venue admin sees it on the contact row. */
export const ContactStandingLinkSchema = z.object({
  contactId: z.number().int(),
  link: z.string(),
  createdAt: z.string(),
});
export type ContactStandingLink = z.infer<typeof ContactStandingLinkSchema>;
