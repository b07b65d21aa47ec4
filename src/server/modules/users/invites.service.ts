/**
 * Invitations (/acceptInvite: docs/PRODUCT.md#accept-invite, #api-invitations): a venue admin (or the super admin)
 * invites an address; the mailed link shows the venue, and registering through it creates a verified member of the
 * venue. The token is single use, expires after INVITE_TOKEN_LIFETIME_MS and only its hash is stored.
 */
import { AppError } from '@/domain/errors';
import type { Language } from '@/domain/shared/enums';
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
import { decideAccessRequests, updateMember } from './team.repository';
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
    // An address with a venue (or a role of its own) cannot join another one; one without can (an invite is proof).
    if (account && (account.venueId !== null || account.role !== 'ROLE_USER')) {
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

/** POST /invite/acceptInvite: what the accept page shows; the token stays usable for the registration. */
export async function acceptInvite(
  deps: Deps<'db' | 'now'>,
  token: string,
): Promise<{ email: string; venue: { name: string } }> {
  const invite = await usableInvite(deps.db, token, deps.now());
  return { email: invite.email, venue: { name: invite.venueName } };
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
