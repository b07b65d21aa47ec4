/**
 * Refresh tokens: opaque, stored as SHA-256 hashes, one family per login. Rotation marks the presented row used
 * with a conditional UPDATE (only one of two concurrent uses can match it) and inserts its successor.
 */
import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { refreshTokens, users } from '@/server/db/schema';
import { refreshTokenLifetimeMs } from './token-lifetimes';
import { hashToken, newOpaqueToken } from './tokens';

export interface RefreshTokenRow {
  id: number;
  userId: number;
  familyId: string;
  /** The login's current venue (decision 0037); null is the account's home venue. */
  venueId: number | null;
  persistent: boolean;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

const rowColumns = {
  id: refreshTokens.id,
  userId: refreshTokens.userId,
  familyId: refreshTokens.familyId,
  venueId: refreshTokens.venueId,
  persistent: refreshTokens.persistent,
  expiresAt: refreshTokens.expiresAt,
  usedAt: refreshTokens.usedAt,
  revokedAt: refreshTokens.revokedAt,
};

/** Stores a new token of the family and returns its plain value (given to the client once). */
export async function insertRefreshToken(
  executor: Executor,
  input: { userId: number; familyId: string; venueId: number | null; persistent: boolean; now: Date },
): Promise<string> {
  const token = newOpaqueToken();
  await executor.insert(refreshTokens).values({
    userId: input.userId,
    familyId: input.familyId,
    venueId: input.venueId,
    persistent: input.persistent,
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + refreshTokenLifetimeMs(input.persistent)),
    createdAt: input.now,
  });
  return token;
}

/** Marks the token used if it is still usable (unused, not revoked, unexpired); returns the row when it was. */
export async function claimRefreshToken(
  executor: Executor,
  token: string,
  now: Date,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await executor
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, hashToken(token)),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning(rowColumns);
  return row;
}

export async function findRefreshToken(
  executor: Executor,
  token: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await executor
    .select(rowColumns)
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row;
}

/**
 * Moves the login (every token of the family, so whichever is presented next) to another venue of the account
 * (docs/decisions/0037-venue-memberships.md). Only the account's own family moves.
 */
export async function moveFamilyToVenue(
  executor: Executor,
  input: { userId: number; familyId: string; venueId: number },
): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ venueId: input.venueId })
    .where(and(eq(refreshTokens.familyId, input.familyId), eq(refreshTokens.userId, input.userId)));
}

export async function revokeFamily(executor: Executor, familyId: string, now: Date): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every session of the user (every refresh-token family), except the login `keepFamilyId` when given: the
 * session that changed the password stays. Pass the caller's transaction: disabling a user or resetting a password
 * ends the sessions exactly when the change commits. Access tokens already issued expire on their own (decision 0003).
 */
export async function revokeSessionsOfUser(
  executor: Executor,
  userId: number,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId === undefined ? undefined : ne(refreshTokens.familyId, keepFamilyId),
      ),
    );
}

/**
 * Ends every login that is in the venue (disabling a venue), in the caller's transaction: those moved there by a
 * switch, and those of its home members that never switched. A member's logins in their other venues go on
 * (docs/decisions/0037-venue-memberships.md).
 */
export async function revokeSessionsOfVenueUsers(
  executor: Executor,
  venueId: number,
  now: Date,
): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        or(
          eq(refreshTokens.venueId, venueId),
          and(
            isNull(refreshTokens.venueId),
            inArray(
              refreshTokens.userId,
              executor.select({ id: users.id }).from(users).where(eq(users.venueId, venueId)),
            ),
          ),
        ),
      ),
    );
}
