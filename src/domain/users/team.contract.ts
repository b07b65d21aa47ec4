/**
 * The team API ("Admin" users, "Venue" approve and makeAdmin: docs/PRODUCT.md#api-admin): a venue admin manages the
 * people of their own venue, the super admin everybody. Nobody changes their own role or flags; super admins are
 * invisible to venue admins; another venue's person answers 404.
 */
import { z } from 'zod';
import { ADMINS, defineOperation, SUPER_ADMINS } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';
import { SetOrderLimitSchema, TeamMemberSchema, TeamSchema, UnapprovedSchema } from './team.schemas';

const tag = 'team';
const UserParams = z.object({ id: IdParamSchema });
const UserIdParams = z.object({ userId: IdParamSchema });
const VenueUserParams = z.object({ venueId: IdParamSchema, userId: IdParamSchema });

/** The five flags of the users card (docs/PRODUCT.md#user-flags), one operation each. */
const toggle = (path: string, summary: string) =>
  defineOperation({
    method: 'POST',
    path: `/admin/users/:id/${path}`,
    summary,
    tag,
    access: ADMINS,
    params: UserParams,
    response: TeamMemberSchema,
    // 403 the caller themselves, 404 not a person the caller administers, 409 disabling someone who also works in
    // another venue (member_of_other_venues).
    refusals: [404, 409],
  });

export const teamOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/admin/users',
    summary: "The venue's people, pending invitations and access requests (the super admin: everybody's)",
    tag,
    access: ADMINS,
    response: TeamSchema,
  }),
  unapproved: defineOperation({
    method: 'GET',
    path: '/admin/unnaprovedUsers',
    summary: 'Pending invitations and access requests of every venue, oldest first (the super admin)',
    tag,
    access: SUPER_ADMINS,
    response: UnapprovedSchema,
  }),
  detail: defineOperation({
    method: 'GET',
    path: '/admin/users/:id',
    summary: 'One person with their flags and stations',
    tag,
    access: ADMINS,
    params: UserParams,
    response: TeamMemberSchema,
    refusals: [404],
  }),
  disable: toggle('disable', 'Disable or enable a person; disabling ends their sessions'),
  disableNotifications: toggle('disableNotifications', 'Turn a person’s e-mail notifications off or on'),
  removeAdmin: toggle('removeAdmin', 'Make a venue admin an ordinary member'),
  verify: toggle('verify', 'Mark a person’s e-mail address as verified'),
  toggleCanSendOrder: toggle('toggleCanSendOrder', 'Allow or forbid a person to send orders'),
  setOrderLimit: defineOperation({
    method: 'POST',
    path: '/admin/users/:id/orderLimit',
    summary: 'Set or remove the largest order total a person may send without approval',
    tag,
    access: ADMINS,
    params: UserParams,
    body: SetOrderLimitSchema,
    response: TeamMemberSchema,
    refusals: [404],
  }),
  approve: defineOperation({
    method: 'POST',
    path: '/venue/approve/:userId',
    summary: 'Approve an access request: the person becomes a member of the venue',
    tag,
    access: ADMINS,
    params: UserIdParams,
    response: TeamMemberSchema,
    // 404 no pending request to the caller's venue, 409 the person joined a venue meanwhile.
    refusals: [404, 409],
  }),
  removeMember: defineOperation({
    method: 'POST',
    path: '/admin/venue/:venueId/users/:userId/remove',
    summary: 'Remove a person from the venue: their membership and stations there go, their account stays',
    tag,
    access: ADMINS,
    params: VenueUserParams,
    response: z.object({ removed: z.literal(true) }),
    // 404 not a member of a venue the caller administers, 409 last_venue_admin.
    refusals: [404, 409],
  }),
  makeAdmin: defineOperation({
    method: 'POST',
    path: '/venue/makeAdmin/:userId',
    summary: 'Make a member of the venue its admin',
    tag,
    access: ADMINS,
    params: UserIdParams,
    response: TeamMemberSchema,
    refusals: [404],
  }),
};
