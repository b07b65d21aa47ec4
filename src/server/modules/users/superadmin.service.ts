/**
 * Creating the first super admin (npm run create-superadmin): nobody can register one through the API, so the
 * operator makes one from the command line, or promotes an existing account.
 */
import type { Deps } from '@/server/types';
import { hashPassword, findAccountByEmail, insertUser } from '@/server/modules/auth/auth.public';
import { makeSuperadmin } from './users.repository';

export async function createOrPromoteSuperadmin(
  deps: Deps<'db' | 'now'>,
  input: { email: string; password: string },
): Promise<{ id: number; created: boolean }> {
  const { db } = deps;
  const passwordHash = await hashPassword(input.password);
  const existing = await findAccountByEmail(db, input.email);
  if (existing) {
    await makeSuperadmin(db, existing.id, passwordHash, deps.now());
    return { id: existing.id, created: false };
  }
  const id = await insertUser(db, {
    email: input.email,
    name: 'Super Admin',
    phone: '',
    passwordHash,
    language: 'ser',
    role: 'ROLE_SUPERADMIN',
    verified: true,
    finishedOnboarding: true,
  });
  return { id, created: true };
}
