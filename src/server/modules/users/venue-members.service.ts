/**
 * Leaving a venue and being removed from one (docs/decisions/0037-venue-memberships.md): the membership and the
 * person's stations of that venue go, the account and its other venues stay, and the home moves when it was this
 * venue. A venue keeps at least one admin (409 last_venue_admin). A login still in the venue loses it at its next
 * refresh, which re-reads the membership.
 */
import { AppError } from '@/domain/errors';
import type { Executor } from '@/server/db/client';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { recordAudit } from '@/server/modules/audit/audit.public';
import { findAccountById } from '@/server/modules/auth/auth.public';
import { lockVenue, requireAdminVenue } from '@/server/shared/admin-scope';
import {
  countOtherAdmins,
  deleteMembership,
  lockMembership,
  moveHomeIfGone,
} from './venue-members.repository';

type MembersContext = ServiceContext<'db' | 'now', Principal>;

/** Takes the person out of the venue and records it in the venue's history, in the caller's transaction. */
async function takeOutOfVenue(
  tx: Executor,
  input: { venueId: number; userId: number; actorId: number; action: 'user.remove' | 'user.leave'; at: Date },
): Promise<void> {
  // The venue's lock makes two admins leaving at once take turns, so one of them stays.
  if (!(await lockVenue(tx, input.venueId))) throw new AppError('not_found', 'No such venue');
  const membership = await lockMembership(tx, input.venueId, input.userId);
  if (!membership) throw new AppError('not_found', 'Not a member of this venue');
  if (membership.role === 'ROLE_ADMIN' && (await countOtherAdmins(tx, input.venueId, input.userId)) === 0) {
    throw new AppError('last_venue_admin');
  }
  await deleteMembership(tx, input.venueId, input.userId);
  await moveHomeIfGone(tx, input.userId, input.venueId, input.at);
  const account = await findAccountById(tx, input.userId);
  const who = { userId: input.userId, email: account?.email ?? '' };
  await recordAudit(tx, {
    venueId: input.venueId,
    actorId: input.actorId,
    action: input.action,
    before: { ...who, role: membership.role },
    after: who,
    at: input.at,
  });
}

/** POST /admin/venue/{venueId}/users/{userId}/remove: a venue admin (or the super admin) removes a person. */
export async function removeMember(
  ctx: MembersContext,
  input: { venueId: number; userId: number },
): Promise<{ removed: true }> {
  // Leaving is the person's own step, from their profile.
  if (ctx.caller.userId === input.userId) throw new AppError('forbidden', 'Not on oneself');
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await requireAdminVenue(tx, ctx.caller, input.venueId);
    await takeOutOfVenue(tx, { ...input, actorId: ctx.caller.userId, action: 'user.remove', at });
  });
  return { removed: true };
}

/** POST /users/profile/venues/{venueId}/leave: the caller leaves one of their venues. */
export async function leaveVenue(ctx: MembersContext, venueId: number): Promise<{ left: true }> {
  const at = ctx.now();
  const userId = ctx.caller.userId;
  await ctx.db.transaction((tx) =>
    takeOutOfVenue(tx, { venueId, userId, actorId: userId, action: 'user.leave', at }),
  );
  return { left: true };
}
