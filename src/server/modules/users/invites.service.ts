/**
 * Invitations (/acceptInvite: docs/PRODUCT.md#accept-invite, #api-invitations): a venue admin (or the super admin)
 * invites an address; the mailed link shows the venue, and registering through it creates a verified member of the
 * venue. The token is single use, expires after INVITE_TOKEN_LIFETIME_MS and only its hash is stored.
 */
import { AppError } from '@/domain/errors';
import type { Language, Role } from '@/domain/shared/enums';
import type { JoinedVenue } from '@/domain/users/team.schemas';
import type { Executor } from '@/server/db/client';
import { renderInviteMail } from '@/server/mail/templates';
import type { Principal } from '@/server/plugins/auth';
import type { Deps, ServiceContext } from '@/server/types';
import {
  hashPassword,
  revokeSessionsOfUser,
  INVITE_TOKEN_LIFETIME_MS,
  hashToken,
  newOpaqueToken,
  findAccountByEmail,
  findAccountById,
  insertUser,
} from '@/server/modules/auth/auth.public';
import {
  findInviteByTokenHash,
  type InviteByToken,
  insertInvite,
  markInviteUsed,
  revokePendingInvites,
} from './invites.repository';
import { decideAccessRequests } from './pending-people.repository';
import { updateMember } from './team.repository';
import { insertMembership, lockMembership } from './venue-members.repository';
import { recordAudit } from '@/server/modules/audit/audit.public';
import { setAccountDetails } from './users.repository';
import { requireAdminVenue } from '@/server/shared/admin-scope';
import { findVenueName } from '@/server/modules/venues/venues.public';
import { findActiveStationIds, insertStationUser } from '@/server/modules/stations/stations.public';

/** POST /invite/invite-user: the invitation mail goes in the invitee's language (the inviter's for a new address). */
export async function inviteUser(
  ctx: ServiceContext<'db' | 'now' | 'mailer' | 'config', Principal>,
  input: { email: string; venueId: number; stationIds?: number[] },
): Promise<{ id: number }> {
  const now = ctx.now();
  const stationIds = [...new Set(input.stationIds ?? [])];
  return ctx.db.transaction(async (tx) => {
    await requireAdminVenue(tx, ctx.caller, input.venueId);
    // Every station named must be this venue's and take orders (decision 0034); another venue's reads as unknown.
    const active = await findActiveStationIds(tx, input.venueId, stationIds);
    if (active.length !== stationIds.length) throw new AppError('not_found', 'No such station');
    const account = await findAccountByEmail(tx, input.email);
    // A super admin or supplier account has no venues, and a member of this venue is one already; anybody else may
    // be invited: an account of another venue joins this one beside it (decision 0037).
    if (account && (!isVenueRole(account.role) || (await lockMembership(tx, input.venueId, account.id)))) {
      throw new AppError('user_with_that_email_exists');
    }
    const language: Language =
      account?.language ?? (await findAccountById(tx, ctx.caller.userId))?.language ?? 'ser';
    const venueName = (await findVenueName(tx, input.venueId)) ?? '';
    await revokePendingInvites(tx, input.venueId, input.email);
    const token = newOpaqueToken();
    const id = await insertInvite(tx, {
      venueId: input.venueId,
      email: input.email,
      invitedById: ctx.caller.userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + INVITE_TOKEN_LIFETIME_MS),
      stationIds,
    });
    const link = `${ctx.config.publicUrl}/acceptInvite?${new URLSearchParams({ token })}`;
    const mail = renderInviteMail({ venueName, link, language });
    await ctx.mailer.enqueue(
      { kind: 'invite', to: input.email, userId: account?.id ?? null, venueId: input.venueId, ...mail },
      tx,
    );
    return { id };
  });
}

/** A usable invitation, or 400 invalid_or_expired_token (used, revoked, expired or unknown look the same). */
async function usableInvite(
  executor: Executor,
  token: string,
  now: Date,
  lock = false,
): Promise<InviteByToken> {
  const invite = await findInviteByTokenHash(executor, hashToken(token), lock);
  if (!invite || invite.status !== 'PENDING' || invite.expiresAt <= now) {
    throw new AppError('invalid_or_expired_token');
  }
  return invite;
}

const isVenueRole = (role: Role): boolean => role === 'ROLE_USER' || role === 'ROLE_ADMIN';

/**
 * POST /invite/acceptInvite: what the accept page shows; the token stays usable. An account of a venue joins by
 * signing in (existingAccount); an address without one registers.
 */
export async function acceptInvite(
  deps: Deps<'db' | 'now'>,
  token: string,
): Promise<{ email: string; venue: { name: string }; existingAccount: boolean }> {
  const invite = await usableInvite(deps.db, token, deps.now());
  const account = await findAccountByEmail(deps.db, invite.email);
  const existingAccount = account !== undefined && (account.venueId !== null || !isVenueRole(account.role));
  return { email: invite.email, venue: { name: invite.venueName }, existingAccount };
}

/**
 * POST /invite/join: the signed-in account of the invited address joins the venue as staff with the invited stations,
 * in one transaction; its other memberships and its home stay as they are (an account without a venue gets this one
 * as its home). The admin's invitation is the approval. Joining twice answers the same.
 */
export async function joinInvite(
  ctx: ServiceContext<'db' | 'now', Principal>,
  token: string,
): Promise<JoinedVenue> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const invite = await usableInvite(tx, token, now, true);
    const account = await findAccountById(tx, ctx.caller.userId);
    if (!account || account.email.toLowerCase() !== invite.email.toLowerCase()) {
      throw new AppError('invite_for_another_account');
    }
    if (!isVenueRole(account.role)) throw new AppError('user_with_that_email_exists');
    if (!(await lockMembership(tx, invite.venueId, account.id))) {
      if (account.venueId === null) {
        await updateMember(tx, null, account.id, { venueId: invite.venueId, role: 'ROLE_USER' }, now);
      } else {
        await insertMembership(tx, { venueId: invite.venueId, userId: account.id, role: 'ROLE_USER' });
      }
      // The link came to the address: it is verified now, as a registration through it would be.
      if (!account.verified) await updateMember(tx, null, account.id, { verified: true }, now);
      await decideAccessRequests(tx, account.id, invite.venueId, invite.invitedById, now);
      for (const stationId of await findActiveStationIds(tx, invite.venueId, invite.stationIds)) {
        await insertStationUser(tx, invite.venueId, stationId, account.id);
      }
      await recordAudit(tx, {
        venueId: invite.venueId,
        actorId: account.id,
        action: 'user.join',
        before: { userId: account.id, email: account.email },
        after: { userId: account.id, email: account.email, role: 'ROLE_USER' },
        at: now,
      });
    }
    await markInviteUsed(tx, invite.id, account.id, invite.invitedById, now);
    return { venueId: invite.venueId, venueName: invite.venueName };
  });
}

export interface InviteRegistration {
  token: string;
  name: string;
  surname: string;
  password: string;
  phone: string;
}

/**
 * POST /register-invite: the invitee becomes a verified ROLE_USER of the venue and the invitation is used up, in one
 * transaction. An existing account without a venue (the invitation proves the address) joins and gets these details.
 */
export async function registerInvite(
  deps: Deps<'db' | 'now'>,
  input: InviteRegistration,
): Promise<{ id: number }> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const name = `${input.name} ${input.surname}`;
  return deps.db.transaction(async (tx) => {
    const invite = await usableInvite(tx, input.token, now, true);
    const account = await findAccountByEmail(tx, invite.email);
    let userId: number;
    if (account) {
      if (account.venueId !== null || account.role !== 'ROLE_USER') {
        throw new AppError('user_with_that_email_exists');
      }
      userId = account.id;
      await updateMember(
        tx,
        null,
        userId,
        { venueId: invite.venueId, role: 'ROLE_USER', verified: true },
        now,
      );
      await setAccountDetails(tx, userId, { name, phone: input.phone, passwordHash }, now);
      // The password changed: sessions opened with the old one end.
      await revokeSessionsOfUser(tx, userId, now);
      await decideAccessRequests(tx, userId, invite.venueId, invite.invitedById, now);
    } else {
      // The invitation mail went in the inviter's language: the new account starts in it too.
      const inviter = invite.invitedById === null ? undefined : await findAccountById(tx, invite.invitedById);
      userId = await insertUser(tx, {
        email: invite.email,
        name,
        phone: input.phone,
        passwordHash,
        language: inviter?.language ?? 'ser',
        role: 'ROLE_USER',
        verified: true,
        venueId: invite.venueId,
      });
    }
    // The invited stations that still take orders, in this same transaction: the first login shows them.
    for (const stationId of await findActiveStationIds(tx, invite.venueId, invite.stationIds)) {
      await insertStationUser(tx, invite.venueId, stationId, userId);
    }
    await markInviteUsed(tx, invite.id, userId, invite.invitedById, now);
    return { id: userId };
  });
}
