/**
 * The caller's venues and the switch between them (docs/decisions/0037-venue-memberships.md). The current venue is
 * the login's: a switch moves the caller's refresh family, so the device stays in that venue across refreshes, while
 * a new login (another device, after a logout) opens the account's home; the access token the caller held keeps
 * naming its own venue until it expires.
 */
import type { Profile } from '@/domain/auth/profile.schemas';
import { AppError } from '@/domain/errors';
import type { Membership } from '@/domain/groups/groups.schemas';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { findAccountById, loadProfile, moveFamilyToVenue } from '@/server/modules/auth/auth.public';
import { countOrdersOfMemberships, findMembership, listMembershipsOf } from './memberships.repository';

/** Memberships are the account's, whatever venue (or none) the token names. */
type MemberContext<K extends 'db' | 'now' = 'db'> = ServiceContext<K, Principal>;

export async function listMyVenues(ctx: MemberContext): Promise<Membership[]> {
  const { db, caller } = ctx;
  const memberships = await listMembershipsOf(db, caller.userId);
  const counts = await countOrdersOfMemberships(db, caller.userId, memberships);
  return memberships.map((membership) => ({
    venueId: membership.venueId,
    name: membership.name,
    role: membership.role,
    disabled: membership.venueDisabled,
    current: membership.venueId === caller.venueId,
    open: counts.get(membership.venueId)?.open ?? 0,
    expected: counts.get(membership.venueId)?.expected ?? 0,
  }));
}

export interface SwitchedSession {
  principal: Principal;
  user: Profile;
}

/**
 * 404 when the caller is not a member of the venue (as for a venue that does not exist), 403
 * user_disabled_contact_administrator when the venue or the account is disabled. The route signs the access token.
 */
export async function switchVenue(
  ctx: MemberContext<'db' | 'now'>,
  venueId: number,
): Promise<SwitchedSession> {
  const { db, caller } = ctx;
  const membership = await findMembership(db, caller.userId, venueId);
  if (!membership) throw new AppError('not_found', 'No such venue');
  const account = await findAccountById(db, caller.userId, venueId);
  if (!account || account.disabled || membership.venueDisabled) {
    throw new AppError('user_disabled_contact_administrator');
  }
  // A token signed outside a login (no family) has no session to move: it only gets the new access token.
  if (caller.familyId !== undefined) {
    await moveFamilyToVenue(db, { userId: caller.userId, familyId: caller.familyId, venueId });
  }
  const user = await loadProfile(db, caller.userId, venueId);
  if (!user) throw new AppError('not_found', 'No such user');
  return {
    principal: {
      userId: caller.userId,
      role: membership.role,
      venueId,
      ...(caller.familyId === undefined ? {} : { familyId: caller.familyId }),
    },
    user,
  };
}
