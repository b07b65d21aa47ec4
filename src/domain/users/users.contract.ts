/** The signed-in user's own profile (docs/PRODUCT.md#api-profile): read, edit, change password. */
import { z } from 'zod';
import { ProfileSchema } from '@/domain/auth/profile.schemas';
import { ChangePasswordSchema, ProfileEditSchema } from '@/domain/auth/auth.schemas';
import { defineOperation } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';

const tag = 'users';

export const userOperations = {
  profile: defineOperation({
    method: 'GET',
    path: '/users/profile',
    summary: 'The signed-in user, their venue, its suppliers and people',
    tag,
    access: 'signedIn',
    response: ProfileSchema,
    // 404: a valid access token of an account deleted since.
    refusals: [404],
  }),
  edit: defineOperation({
    method: 'POST',
    path: '/users/profile/edit',
    summary: 'Change name, phone, language and theme',
    tag,
    access: 'signedIn',
    body: ProfileEditSchema,
    response: ProfileSchema,
    refusals: [404],
  }),
  changePassword: defineOperation({
    method: 'POST',
    path: '/users/profile/changePassword',
    summary: 'Change the password, given the current one',
    tag,
    access: 'signedIn',
    body: ChangePasswordSchema,
    response: z.object({ changed: z.literal(true) }),
    refusals: [404],
  }),
  leaveVenue: defineOperation({
    method: 'POST',
    path: '/users/profile/venues/:venueId/leave',
    summary: "Leave one of the caller's venues: the membership and its stations go, the account stays",
    tag,
    access: 'signedIn',
    params: z.object({ venueId: IdParamSchema }),
    response: z.object({ left: z.literal(true) }),
    // 404 not a member there, 409 last_venue_admin.
    refusals: [404, 409],
  }),
};
