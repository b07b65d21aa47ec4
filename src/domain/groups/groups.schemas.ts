/**
 * One account in several venues (docs/decisions/0037-venue-memberships.md): the caller's memberships, as the venue
 * switcher shows them, and the switch itself.
 */
import { z } from 'zod';
import { LoginResponseSchema } from '@/domain/auth/profile.schemas';
import { IdSchema } from '@/domain/shared/ids';

export const MEMBER_ROLES = ['ROLE_ADMIN', 'ROLE_USER'] as const;
export const MemberRoleSchema = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof MemberRoleSchema>;

/** A venue the caller belongs to, with what the switcher shows of it. */
export const MembershipSchema = z.object({
  venueId: z.number().int(),
  name: z.string(),
  role: MemberRoleSchema,
  /** A disabled venue cannot be switched into; the account's other venues stay open. */
  disabled: z.boolean(),
  /** The login's current venue. */
  current: z.boolean(),
  /** Orders of the stations the caller sees there: drafts and waiting for approval (open), sent (expected). */
  open: z.number().int(),
  expected: z.number().int(),
});
export type Membership = z.infer<typeof MembershipSchema>;

export const MembershipListSchema = z.array(MembershipSchema);

export const SwitchVenueSchema = z.object({ venueId: IdSchema });
export type SwitchVenue = z.infer<typeof SwitchVenueSchema>;

/** A new access token for the venue switched to, and the profile in it; the refresh token stays (the login's). */
export const SwitchedVenueSchema = LoginResponseSchema.pick({ jwt: true, user: true });
export type SwitchedVenue = z.infer<typeof SwitchedVenueSchema>;
