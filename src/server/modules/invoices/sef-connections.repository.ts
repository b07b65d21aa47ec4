/**
 * The sef_connections table: one row per connected venue, its encrypted key, and the polling job's state. Polls are
 * claimed the way the mail outbox claims mails (mail/outbox.repository.ts): FOR UPDATE SKIP LOCKED plus a lease, so
 * any number of server instances poll each venue once per round.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { sefConnections } from '@/server/db/schema';

export type SefConnectionRow = typeof sefConnections.$inferSelect;

export async function findConnection(
  executor: Executor,
  venueId: number,
): Promise<SefConnectionRow | undefined> {
  const [row] = await executor.select().from(sefConnections).where(eq(sefConnections.venueId, venueId));
  return row;
}

/** Sets or replaces the key and environment; a new key starts afresh (no error, no backoff, due at once). */
export async function upsertConnection(
  executor: Executor,
  connection: {
    venueId: number;
    environment: 'demo' | 'production';
    apiKeyEncrypted: string;
    userId: number;
  },
  now: Date,
): Promise<void> {
  const fresh = {
    environment: connection.environment,
    apiKeyEncrypted: connection.apiKeyEncrypted,
    createdById: connection.userId,
    updatedAt: now,
    lastError: null,
    failures: 0,
    backoffUntil: null,
    lastAttemptAt: null,
  };
  await executor
    .insert(sefConnections)
    .values({ venueId: connection.venueId, createdAt: now, ...fresh })
    .onConflictDoUpdate({ target: sefConnections.venueId, set: fresh });
}

export async function deleteConnection(executor: Executor, venueId: number): Promise<void> {
  await executor.delete(sefConnections).where(eq(sefConnections.venueId, venueId));
}

const unclaimed = () => or(isNull(sefConnections.claimedUntil), lt(sefConnections.claimedUntil, sql`now()`));
const notBackingOff = (now: Date) =>
  or(isNull(sefConnections.backoffUntil), lte(sefConnections.backoffUntil, now));

/**
 * Claims up to `batch` connections due for a poll (never attempted, or last attempted `intervalSeconds` ago, and
 * not backing off), oldest attempt first, for `leaseSeconds`. Rows another instance is claiming are skipped.
 */
export async function claimDueConnections(
  db: Database,
  options: { batch: number; intervalSeconds: number; leaseSeconds: number; now: Date },
): Promise<SefConnectionRow[]> {
  const due = db
    .select({ venueId: sefConnections.venueId })
    .from(sefConnections)
    .where(
      and(
        unclaimed(),
        notBackingOff(options.now),
        or(
          isNull(sefConnections.lastAttemptAt),
          lte(sefConnections.lastAttemptAt, new Date(options.now.getTime() - options.intervalSeconds * 1000)),
        ),
      ),
    )
    .orderBy(sql`${sefConnections.lastAttemptAt} asc nulls first`, asc(sefConnections.venueId))
    .limit(options.batch)
    .for('update', { skipLocked: true });
  return db
    .update(sefConnections)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})` })
    .where(inArray(sefConnections.venueId, due))
    .returning();
}

/** Claims one venue's connection now (the "poll now" route), unless another poll holds it or it is backing off. */
export async function claimConnection(
  db: Database,
  venueId: number,
  options: { leaseSeconds: number; now: Date },
): Promise<SefConnectionRow | undefined> {
  const [row] = await db
    .update(sefConnections)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})` })
    .where(and(eq(sefConnections.venueId, venueId), unclaimed(), notBackingOff(options.now)))
    .returning();
  return row;
}

/** Ends a claimed poll: success clears the error and backoff; failure records them. The lease is released. */
export async function finishPoll(
  executor: Executor,
  venueId: number,
  outcome: { at: Date; error: string | null; backoffUntil: Date | null; failures: number },
): Promise<void> {
  await executor
    .update(sefConnections)
    .set({
      lastAttemptAt: outcome.at,
      ...(outcome.error === null ? { lastPolledAt: outcome.at } : {}),
      lastError: outcome.error,
      failures: outcome.failures,
      backoffUntil: outcome.backoffUntil,
      claimedUntil: null,
    })
    .where(eq(sefConnections.venueId, venueId));
}

/** Releases a claim without counting it as a poll (a decision was sent under it). */
export async function releaseClaim(executor: Executor, venueId: number): Promise<void> {
  await executor
    .update(sefConnections)
    .set({ claimedUntil: null })
    .where(eq(sefConnections.venueId, venueId));
}
