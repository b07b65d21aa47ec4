/** The signed-in user's own profile (SPEC §2 /profile, §7 "Profile"): read, edit, change password. */
import type { Profile } from '../../../domain/auth/profile';
import { AppError } from '../../../domain/errors';
import type { Principal } from '../../plugins/auth';
import type { ModuleDeps } from '../../types';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeSessionsOfUser } from '../auth/refresh-tokens.repository';
import { loadProfile } from './profile.repository';
import { findAccountById, type ProfileChanges, setPassword, updateProfileFields } from './users.repository';

export async function getProfile(deps: ModuleDeps, userId: number): Promise<Profile> {
  const profile = await loadProfile(deps.db, userId);
  // A valid access token of an account deleted since: the token no longer stands for anyone.
  if (!profile) throw new AppError('not_found', 'No such user');
  return profile;
}

export async function editProfile(
  deps: ModuleDeps,
  userId: number,
  changes: ProfileChanges,
): Promise<Profile> {
  await updateProfileFields(deps.db, userId, changes, deps.now());
  return getProfile(deps, userId);
}

/**
 * Sets a new password and ends the account's other sessions: whoever knew the old password may be signed in
 * elsewhere. The session that made the change stays signed in.
 */
export async function changePassword(
  deps: ModuleDeps,
  caller: Pick<Principal, 'userId' | 'familyId'>,
  input: { oldPassword: string; newPassword: string },
): Promise<{ changed: true }> {
  const account = await findAccountById(deps.db, caller.userId);
  if (!account) throw new AppError('not_found', 'No such user');
  if (!(await verifyPassword(account.passwordHash, input.oldPassword))) throw new AppError('wrong_password');
  const passwordHash = await hashPassword(input.newPassword);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, caller.userId, passwordHash, at);
    await revokeSessionsOfUser(tx, caller.userId, at, caller.familyId);
  });
  return { changed: true };
}
