/**
 * The supplier's standing link (docs/PRODUCT.md#standing-links): the public page a contact's link opens (no login,
 * rate limited per IP), and the venue admin's making, re-making and revoking of it from the contact row.
 */
import { z } from 'zod';
import { defineOperation, VENUE_ADMINS } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';
import { LinkTokenParamSchema } from './supplier-portal.schemas';
import { ContactStandingLinkSchema, StandingLinkViewSchema } from './standing-link.schemas';

const tag = 'supplier portal';
const ContactParams = z.object({ id: IdParamSchema });

export const standingLinkOperations = {
  view: defineOperation({
    method: 'GET',
    path: '/supplier-link/standing/:token',
    summary: "The orders the venue sent to one supplier contact, reached by that contact's standing link",
    tag,
    access: 'public',
    params: z.object({ token: LinkTokenParamSchema }),
    response: StandingLinkViewSchema,
    refusals: [404, 429],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/supplier/standingLinks',
    summary: "The venue's live standing links of its supplier contacts",
    tag,
    access: VENUE_ADMINS,
    response: z.array(ContactStandingLinkSchema),
  }),
  create: defineOperation({
    method: 'POST',
    path: '/supplier/contact/:id/standingLink',
    summary: "Make a contact's standing link (a new one revokes the old one)",
    tag,
    access: VENUE_ADMINS,
    params: ContactParams,
    response: ContactStandingLinkSchema,
    refusals: [404],
  }),
  revoke: defineOperation({
    method: 'DELETE',
    path: '/supplier/contact/:id/standingLink',
    summary: "Revoke a contact's standing link: it opens nothing any more",
    tag,
    access: VENUE_ADMINS,
    params: ContactParams,
    response: z.object({ revoked: z.literal(true) }),
    refusals: [404],
  }),
};
