/**
 * Single-use, expiring tokens sent by e-mail (verify e-mail, reset password), stored as SHA-256 hashes.
 * Consuming is one conditional UPDATE, so two concurrent uses of the same token cannot both succeed.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { actionTokens } from '@/server/db/schema';
import { hashToken, newOpaqueToken } from './tokens';

export type ActionTokenKind = (typeof actionTokens.$inferSelect)['kind'];

/** Creates a token and returns the plain value (for the mail link); only its hash is stored. */
export async function createActionToken(
  executor: Executor,
  input: { userId: number; kind: ActionTokenKind; now: Date; lifetimeMs: number },
): Promise<string> {
  const token = newOpaqueToken();
  await executor.insert(actionTokens).values({
    userId: input.userId,
    kind: input.kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + input.lifetimeMs),
    createdAt: input.now,
  });
  return token;
}

/** Marks every unused token of that kind of the user as used, so only a newer link works. */
export async function invalidateActionTokens(
  executor: Executor,
  userId: number,
  kind: ActionTokenKind,
  now: Date,
): Promise<void> {
  await executor
    .update(actionTokens)
    .set({ usedAt: now })
    .where(and(eq(actionTokens.userId, userId), eq(actionTokens.kind, kind), isNull(actionTokens.usedAt)));
}

/**
 * Uses the token: succeeds only if it exists, has that kind (and user, when given), is unused and unexpired.
 * Returns the user id it belongs to, or undefined.
 */
export async function consumeActionToken(
  executor: Executor,
  input: { token: string; kind: ActionTokenKind; now: Date; userId?: number },
): Promise<number | undefined> {
  const [row] = await executor
    .update(actionTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(actionTokens.tokenHash, hashToken(input.token)),
        eq(actionTokens.kind, input.kind),
        input.userId === undefined ? undefined : eq(actionTokens.userId, input.userId),
        isNull(actionTokens.usedAt),
        gt(actionTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: actionTokens.userId });
  return row?.userId;
}
