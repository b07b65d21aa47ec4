/** The signed-in user's own profile (/profile: docs/PRODUCT.md#profile, #api-profile): read, edit, change password. */
import type { Profile } from '@/domain/auth/profile.schemas';
import { AppError } from '@/domain/errors';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import {
  hashPassword,
  verifyPassword,
  revokeSessionsOfUser,
  loadProfile,
  findAccountById,
  setPassword,
} from '@/server/modules/auth/auth.public';
import { type ProfileChanges, updateProfileFields } from './users.repository';

/** Every profile operation acts on the caller's own account, whatever their role or venue. */
type ProfileContext<K extends 'db' | 'now' = 'db'> = ServiceContext<K, Principal>;

/**
 * Guard (docs/PRODUCT.md#guard): the web reads the profile after every load, so a user disabled, or of a venue
 * disabled, since their access token was made is refused here (user_disabled_contact_administrator) and logged out
 * with the notice. The venue is the access token's (decision 0037): the profile is the account's membership there.
 */
export async function getProfile(ctx: ProfileContext): Promise<Profile> {
  const { userId, venueId } = ctx.caller;
  const account = await findAccountById(ctx.db, userId, venueId);
  if (account && (account.disabled || account.venueDisabled)) {
    throw new AppError('user_disabled_contact_administrator');
  }
  const profile = await loadProfile(ctx.db, userId, venueId);
  // A valid access token of an account deleted since: the token no longer stands for anyone.
  if (!profile) throw new AppError('not_found', 'No such user');
  return profile;
}

export async function editProfile(
  ctx: ProfileContext<'db' | 'now'>,
  changes: ProfileChanges,
): Promise<Profile> {
  await updateProfileFields(ctx.db, ctx.caller.userId, changes, ctx.now());
  return getProfile(ctx);
}

/**
 * Sets a new password and ends the account's other sessions: whoever knew the old password may be signed in
 * elsewhere. The session that made the change stays signed in.
 */
export async function changePassword(
  ctx: ProfileContext<'db' | 'now'>,
  input: { oldPassword: string; newPassword: string },
): Promise<{ changed: true }> {
  const { userId, familyId } = ctx.caller;
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw new AppError('not_found', 'No such user');
  if (!(await verifyPassword(account.passwordHash, input.oldPassword))) throw new AppError('wrong_password');
  const passwordHash = await hashPassword(input.newPassword);
  const at = ctx.now();
  // A new password ends every other session of the account; the one that changed it stays (decision 0003).
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, userId, passwordHash, at);
    await revokeSessionsOfUser(tx, userId, at, familyId);
  });
  return { changed: true };
}
