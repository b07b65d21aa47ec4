/**
 * The mail outbox table (mail_outbox): queueing in the caller's transaction, and claiming for delivery so that
 * any number of server instances on one database deliver each mail once.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof mailOutbox.$inferInsert,
  'kind' | 'toAddress' | 'subject' | 'html' | 'text' | 'userId' | 'venueId' | 'status'
>;

export async function insertMail(executor: Executor, mail: NewOutboxRow): Promise<void> {
  await executor.insert(mailOutbox).values(mail);
}

/**
 * Claims up to `batch` deliverable mails, oldest first, for `leaseSeconds`: rows another worker is claiming right
 * now are skipped (FOR UPDATE SKIP LOCKED) and rows it claimed before carry a lease in the future, so no two
 * workers get the same mail. A worker that dies mid-batch leaves leases that run out; its mails go out later.
 */
export async function claimPendingMails(
  db: Database,
  options: { batch: number; maxAttempts: number; leaseSeconds: number },
): Promise<OutboxRow[]> {
  const claimable = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'PENDING'),
        lt(mailOutbox.attempts, options.maxAttempts),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(options.batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})` })
    .where(inArray(mailOutbox.id, claimable))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

export async function markSent(db: Database, id: number, attempts: number, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'SENT', sentAt: at, attempts, claimedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: back to the queue, or FAILED for good after the last attempt. */
export async function markAttemptFailed(
  db: Database,
  id: number,
  attempt: { attempts: number; error: string; final: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: attempt.attempts,
      lastError: attempt.error,
      status: attempt.final ? 'FAILED' : 'PENDING',
      claimedUntil: null,
    })
    .where(eq(mailOutbox.id, id));
}
