/**
 * Creating the first super admin (npm run create-superadmin): nobody can register one through the API, so the
 * operator makes one from the command line, or promotes an existing account.
 */
import type { Executor } from '../../db/client';
import { hashPassword } from '../auth/password';
import { findAccountByEmail, insertUser, makeSuperadmin } from './users.repository';

export async function createOrPromoteSuperadmin(
  db: Executor,
  input: { email: string; password: string; now: Date },
): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findAccountByEmail(db, input.email);
  if (existing) {
    await makeSuperadmin(db, existing.id, passwordHash, input.now);
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
