/** The queries of running the server: migrations applied, the mail outbox's backlog. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';

/** The newest migration applied to the database (drizzle's folder timestamp), or undefined when none is. */
export async function lastAppliedMigration(executor: Executor): Promise<number | undefined> {
  // drizzle's own bookkeeping table is no part of schema.ts; both drivers answer raw SQL with `rows`.
  const result = (await executor.execute(
    sql`select max(created_at)::text as "createdAt" from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { createdAt: string | null }[] };
  const value = result.rows[0]?.createdAt;
  return value === null || value === undefined ? undefined : Number(value);
}

export interface OutboxBacklog {
  pending: number;
  /** Seconds since the oldest pending mail was queued; 0 without one. */
  oldestSeconds: number;
}

/** Mails waiting for delivery (mail_outbox_status_idx: status, created_at). */
export async function outboxBacklog(executor: Executor): Promise<OutboxBacklog> {
  const [row] = await executor
    .select({
      pending: sql<number>`count(*)::int`,
      oldestSeconds: sql<number | null>`extract(epoch from now() - min(${mailOutbox.createdAt}))::float8`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'PENDING'));
  return { pending: row?.pending ?? 0, oldestSeconds: Math.max(0, row?.oldestSeconds ?? 0) };
}
