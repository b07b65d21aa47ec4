/**
 * The groups API (docs/decisions/0037-venue-memberships.md): the caller's venues and the switch between them. A venue
 * the caller is not a member of answers 404, a disabled one 403 user_disabled_contact_administrator.
 */
import { defineOperation } from '@/domain/shared/contract';
import { MembershipListSchema, SwitchedVenueSchema, SwitchVenueSchema } from './groups.schemas';

const tag = 'groups';

export const groupOperations = {
  memberships: defineOperation({
    method: 'GET',
    path: '/me/venues',
    summary: "The caller's venues with their open and expected orders, the current one marked",
    tag,
    access: 'signedIn',
    response: MembershipListSchema,
  }),
  switchVenue: defineOperation({
    method: 'POST',
    path: '/me/venue',
    summary:
      "Make another of the caller's venues the login's current one: a new access token and profile for it",
    tag,
    access: 'signedIn',
    body: SwitchVenueSchema,
    response: SwitchedVenueSchema,
    refusals: [404],
  }),
};
