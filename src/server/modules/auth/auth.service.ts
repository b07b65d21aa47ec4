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
import { findAccountByEmail, findAccountById } from './accounts.repository';
import { resolveSessionVenue, type SessionVenue } from './session-venue';

function principalOf(userId: number, venue: SessionVenue, familyId: string): Principal {
  return { userId, role: venue.role, venueId: venue.venueId, familyId };
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
  // The home venue, or another open one when the home venue is disabled (decision 0037).
  const venue = await resolveSessionVenue(db, account, null);
  if (!account.verified) throw new AppError('user_not_verified');

  const familyId = randomUUID();
  const refreshToken = await insertRefreshToken(db, {
    userId: account.id,
    familyId,
    venueId: venue.venueId,
    // Without "remember me" the login gets session-length tokens only (decision 0003).
    persistent: input.remember,
    now: now(),
  });
  const user = await loadProfile(db, account.id, venue.venueId);
  if (!user) throw new AppError('unauthorized', 'Wrong e-mail or password');
  return { principal: principalOf(account.id, venue, familyId), refreshToken, user };
}

type RotationOutcome =
  | { kind: 'rotated'; userId: number; venue: SessionVenue; familyId: string; refreshToken: string }
  | { kind: 'rejected' };

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
    // The account and its membership of the login's venue are reloaded: a disabled user loses the session, a new
    // role takes effect now, and a revoked membership or a disabled venue moves the login to the home venue or
    // another open one (decision 0037).
    const account = await findAccountById(tx, claimed.userId);
    if (!account) return { kind: 'rejected' };
    // Throwing rolls the claim back: nothing is issued and the refusal does not consume the token.
    const venue = await resolveSessionVenue(tx, account, claimed.venueId ?? account.venueId);
    const refreshToken = await insertRefreshToken(tx, {
      userId: account.id,
      familyId: claimed.familyId,
      venueId: venue.venueId,
      // A rotation never lengthens the login: a session-length family stays one.
      persistent: claimed.persistent,
      now: at,
    });
    return { kind: 'rotated', userId: account.id, venue, familyId: claimed.familyId, refreshToken };
  });
  if (outcome.kind === 'rejected') throw new AppError('invalid_token', INVALID_TOKEN_MESSAGE);
  return {
    principal: principalOf(outcome.userId, outcome.venue, outcome.familyId),
    refreshToken: outcome.refreshToken,
  };
}
