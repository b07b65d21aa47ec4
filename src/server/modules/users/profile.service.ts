/** The signed-in user's own profile (SPEC §2 /profile, §7 "Profile"): read, edit, change password. */
import type { Profile } from '../../../domain/auth/profile';
import { AppError } from '../../../domain/errors';
import type { ModuleDeps } from '../../types';
import { hashPassword, verifyPassword } from '../auth/password';
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

export async function changePassword(
  deps: ModuleDeps,
  userId: number,
  input: { oldPassword: string; newPassword: string },
): Promise<{ changed: true }> {
  const account = await findAccountById(deps.db, userId);
  if (!account) throw new AppError('not_found', 'No such user');
  if (!(await verifyPassword(account.passwordHash, input.oldPassword))) throw new AppError('wrong_password');
  await setPassword(deps.db, userId, await hashPassword(input.newPassword), deps.now());
  return { changed: true };
}
