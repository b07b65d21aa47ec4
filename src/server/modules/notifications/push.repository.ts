/**
 * Web Push rows (docs/decisions/0035-web-push.md): a user's subscriptions, the push outbox queued in the
 * notification's transaction, and the sender's claim, which works like the mail outbox's
 * (src/server/mail/outbox.repository.ts): FOR UPDATE SKIP LOCKED plus a lease, so several processes never send a row
 * twice.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Language } from '@/domain/shared/enums';
import type { Database, Executor } from '@/server/db/client';
import { pushOutbox, pushSubscriptions, users } from '@/server/db/schema';

export interface NewSubscription {
  userId: number;
  venueId: number | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/** A device subscribed again, or by another user signed in on it now: the endpoint's row becomes theirs. */
export async function upsertSubscription(executor: Executor, row: NewSubscription): Promise<void> {
  await executor
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        venueId: row.venueId,
        p256dh: row.p256dh,
        auth: row.auth,
        userAgent: row.userAgent,
      },
    });
}

export async function deleteOwnSubscription(
  executor: Executor,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const deleted = await executor
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function deleteSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The user's language and their subscriptions' ids (none: nothing to queue). */
export async function findPushRecipient(
  executor: Executor,
  userId: number,
): Promise<{ language: Language; subscriptionIds: number[] }> {
  const rows = await executor
    .select({ language: users.language, subscriptionId: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.userId, userId));
  return { language: rows[0]?.language ?? 'ser', subscriptionIds: rows.map((row) => row.subscriptionId) };
}

export async function queuePushes(
  executor: Executor,
  rows: { subscriptionId: number; notificationId: number; payload: string }[],
): Promise<void> {
  if (rows.length > 0) await executor.insert(pushOutbox).values(rows);
}

export interface ClaimedPush {
  id: number;
  attempts: number;
  payload: string;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Claims up to `batch` due pushes, oldest first, for `leaseSeconds`: rows another sender is claiming now are skipped
 * (SKIP LOCKED), rows it claimed earlier carry a lease in the future.
 */
export async function claimPendingPushes(
  db: Database,
  options: { batch: number; leaseSeconds: number },
): Promise<ClaimedPush[]> {
  const claimable = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        eq(pushOutbox.status, 'PENDING'),
        lte(pushOutbox.nextAttemptAt, sql`now()`),
        or(isNull(pushOutbox.claimedUntil), lt(pushOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
    .limit(options.batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushOutbox)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})` })
    .where(inArray(pushOutbox.id, claimable))
    .returning({ id: pushOutbox.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: pushOutbox.id,
      attempts: pushOutbox.attempts,
      payload: pushOutbox.payload,
      subscriptionId: pushOutbox.subscriptionId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(
      inArray(
        pushOutbox.id,
        claimed.map((row) => row.id),
      ),
    );
  return rows.sort((a, b) => a.id - b.id);
}

export async function markPushSent(db: Database, id: number, attempts: number, at: Date): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ status: 'SENT', sentAt: at, attempts, claimedUntil: null })
    .where(eq(pushOutbox.id, id));
}

/**
 * A failed attempt: back to the queue `retryAfterSeconds` from now (the database's clock, which the claim reads), or
 * FAILED for good (null).
 */
export async function markPushFailed(
  db: Database,
  id: number,
  attempt: { attempts: number; error: string; retryAfterSeconds: number | null },
): Promise<void> {
  const retry = attempt.retryAfterSeconds;
  await db
    .update(pushOutbox)
    .set({
      attempts: attempt.attempts,
      lastError: attempt.error.slice(0, 1000),
      status: retry === null ? 'FAILED' : 'PENDING',
      ...(retry === null ? {} : { nextAttemptAt: sql`now() + make_interval(secs => ${retry})` }),
      claimedUntil: null,
    })
    .where(eq(pushOutbox.id, id));
}
