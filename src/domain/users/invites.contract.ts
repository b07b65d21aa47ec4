/**
 * Invitations (/acceptInvite, invite calls: docs/PRODUCT.md#accept-invite, #api-invitations): a venue admin invites
 * an address, the mail's link opens the accept page, which creates a verified member of the venue. Tokens are single
 * use, expiring and stored hashed.
 */
import { z } from 'zod';
import { ADMINS, defineOperation } from '@/domain/shared/contract';
import {
  AcceptedInviteSchema,
  InviteTokenSchema,
  InviteUserSchema,
  JoinedVenueSchema,
  RegisterInviteSchema,
} from './team.schemas';

const tag = 'invites';

export const inviteOperations = {
  invite: defineOperation({
    method: 'POST',
    path: '/invite/invite-user',
    summary: 'Invite an e-mail address to the venue (the mail goes in the invitee’s language)',
    tag,
    access: ADMINS,
    body: InviteUserSchema,
    response: z.object({ id: z.number().int() }),
    status: 201,
    // 404 not the caller's venue, 409 user_with_that_email_exists.
    refusals: [404, 409],
  }),
  accept: defineOperation({
    method: 'POST',
    path: '/invite/acceptInvite',
    summary: 'What an invitation link is for: the address and the venue (400 when used, expired or unknown)',
    tag,
    access: 'public',
    body: InviteTokenSchema,
    response: AcceptedInviteSchema,
    refusals: [429],
  }),
  join: defineOperation({
    method: 'POST',
    path: '/invite/join',
    summary: 'The signed-in invitee joins the venue beside their others (decision 0037); the link is used up',
    tag,
    access: 'signedIn',
    body: InviteTokenSchema,
    response: JoinedVenueSchema,
    // 409 invite_for_another_account, or user_with_that_email_exists for an account that cannot join a venue.
    refusals: [409],
  }),
  register: defineOperation({
    method: 'POST',
    path: '/register-invite',
    summary: 'Create the invited person’s account: a verified member of the venue; the link is used up',
    tag,
    access: 'public',
    body: RegisterInviteSchema,
    response: z.object({ id: z.number().int() }),
    status: 201,
    refusals: [409, 429],
  }),
};
