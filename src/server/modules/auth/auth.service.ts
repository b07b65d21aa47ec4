/**
 * Sessions: login (password -> access token + refresh token + profile) and refresh-token rotation
 * (docs/PRODUCT.md#api-auth). A refresh token is used once; its successor belongs to the same family (one login). A
 * token presented again after use means it was copied, so the whole family is revoked and every holder must log in
 * again.
 */
import { randomUUID } from 'node:crypto';
import type { Profile } from '@/domain/auth/profile.schemas';
import { AppError, INVALID_TOKEN_MESSAGE } from '@/domain/errors';
import type { ModuleDeps } from '@/server/types';
import type { Principal } from '@/server/plugins/auth';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
} from './refresh-tokens.repository';
import { loadProfile } from './profile.repository';
import { type AccountState, findAccountByEmail, findAccountById } from './accounts.repository';

/**
 * A disabled user, or a user of a disabled venue, is refused with user_disabled_contact_administrator
 * (docs/PRODUCT.md#error-catalogue).
 */
function assertNotDisabled(account: AccountState): void {
  if (account.disabled || account.venueDisabled) throw new AppError('user_disabled_contact_administrator');
}

function principalOf(account: AccountState, familyId: string): Principal {
  return { userId: account.id, role: account.role, venueId: account.venueId, familyId };
}

/** A new session; the route signs the access token for the principal. */
export interface Session {
  principal: Principal;
  refreshToken: string;
}

export async function login(
  deps: ModuleDeps,
  input: { email: string; password: string; remember: boolean },
): Promise<Session & { user: Profile }> {
  const { db, now } = deps;
  const account = await findAccountByEmail(db, input.email);
  // Verify even for an unknown e-mail, so the answer takes as long as for a wrong password.
  const passwordMatches = await verifyPassword(account?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
  if (!account || !passwordMatches) throw new AppError('unauthorized', 'Wrong e-mail or password');
  assertNotDisabled(account);
  if (!account.verified) throw new AppError('user_not_verified');

  const familyId = randomUUID();
  const refreshToken = await insertRefreshToken(db, {
    userId: account.id,
    familyId,
    // Without "remember me" the login gets session-length tokens only (decision 0003).
    persistent: input.remember,
    now: now(),
  });
  const user = await loadProfile(db, account.id);
  if (!user) throw new AppError('unauthorized', 'Wrong e-mail or password');
  return { principal: principalOf(account, familyId), refreshToken, user };
}

type RotationOutcome =
  { kind: 'rotated'; account: AccountState; familyId: string; refreshToken: string } | { kind: 'rejected' };

export async function refresh(deps: ModuleDeps, presented: string): Promise<Session> {
  const { db } = deps;
  const at = deps.now();
  const outcome = await db.transaction(async (tx): Promise<RotationOutcome> => {
    const claimed = await claimRefreshToken(tx, presented, at);
    if (!claimed) {
      const known = await findRefreshToken(tx, presented);
      // Reuse of a rotated or revoked token: revoke the family (committed, although the answer is a refusal).
      if (known && (known.usedAt || known.revokedAt)) await revokeFamily(tx, known.familyId, at);
      return { kind: 'rejected' };
    }
    // The account is reloaded: a disabled user or venue loses its session, a new role or venue takes effect now.
    const account = await findAccountById(tx, claimed.userId);
    if (!account) return { kind: 'rejected' };
    // Throwing rolls the claim back: nothing is issued and the refusal does not consume the token.
    assertNotDisabled(account);
    const refreshToken = await insertRefreshToken(tx, {
      userId: account.id,
      familyId: claimed.familyId,
      // A rotation never lengthens the login: a session-length family stays one.
      persistent: claimed.persistent,
      now: at,
    });
    return { kind: 'rotated', account, familyId: claimed.familyId, refreshToken };
  });
  if (outcome.kind === 'rejected') throw new AppError('invalid_token', INVALID_TOKEN_MESSAGE);
  return {
    principal: principalOf(outcome.account, outcome.familyId),
    refreshToken: outcome.refreshToken,
  };
}
