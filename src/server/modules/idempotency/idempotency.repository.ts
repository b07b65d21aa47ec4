/**
 * The `idempotency_keys` rows (decision 0022-idempotency-keys.md). Every write is one statement, so two requests
 * with the same key (in one process or in several sharing a PostgreSQL) meet at the primary key: exactly one claim
 * wins.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';

/**
 * Makes the statement's own (implicit) transaction commit without waiting for its WAL to reach the disk
 * (decision 0022, "what the keys cost"): PostgreSQL reads `synchronous_commit` when the transaction commits, and a
 * transaction-local setting lasts until then. The write the key guards commits synchronously after the claim, and
 * that flush carries the claim's WAL with it, so a claim is never lost while its write is kept; the keys then cost two
 * statements per write, not two more disk flushes.
 */
const WITHOUT_WAITING_FOR_THE_DISK = sql`(select set_config('synchronous_commit', 'off', true)) as async_commit`;

export interface StoredAnswer {
  statusCode: number;
  body: string;
  contentType: string | null;
}

export type KeyRow =
  { state: 'pending'; fingerprint: string } | { state: 'done'; fingerprint: string; answer: StoredAnswer };

/** Claims the key for a first request: true when this request won it (the row did not exist). */
export async function insertClaim(
  db: Database,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  const claimed = await queryRows<{ key: string }>(
    db,
    sql`insert into ${idempotencyKeys} (scope, key, fingerprint, state)
      select ${scope}, ${key}, ${fingerprint}, 'pending' from ${WITHOUT_WAITING_FOR_THE_DISK}
      on conflict do nothing
      returning key`,
  );
  return claimed.length === 1;
}

/**
 * Takes over a claim left pending longer than `staleSeconds` (its process stopped before answering): true when this
 * request now holds it. One statement, so of two requests taking over the same claim one wins.
 */
export async function takeOverStaleClaim(
  db: Database,
  scope: string,
  key: string,
  fingerprint: string,
  staleSeconds: number,
): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ fingerprint, createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 'pending'),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
}

export async function findKey(db: Database, scope: string, key: string): Promise<KeyRow | undefined> {
  const [row] = await db
    .select({
      state: idempotencyKeys.state,
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
      contentType: idempotencyKeys.contentType,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.state === 'done' && row.statusCode !== null && row.responseBody !== null) {
    return {
      state: 'done',
      fingerprint: row.fingerprint,
      answer: { statusCode: row.statusCode, body: row.responseBody, contentType: row.contentType },
    };
  }
  return { state: 'pending', fingerprint: row.fingerprint };
}

/**
 * Keeps the final answer of the claimed request, without waiting for the disk either: the write it answers is
 * already kept, and the answer goes to the client at once; an answer a crash took before the WAL writer flushed it
 * (well under a second) leaves the claim pending, as a process that stopped between the write and its answer does.
 */
export async function completeClaim(
  db: Database,
  scope: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await db.execute(sql`
    update ${idempotencyKeys}
    set state = 'done', status_code = ${answer.statusCode}, response_body = ${answer.body},
      content_type = ${answer.contentType}
    from ${WITHOUT_WAITING_FOR_THE_DISK}
    where ${idempotencyKeys.scope} = ${scope} and ${idempotencyKeys.key} = ${key}
      and ${idempotencyKeys.state} = 'pending'`);
}

/** Gives a claim up (the request failed with a server fault): a retry with the key runs again. */
export async function releaseClaim(db: Database, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 'pending'),
      ),
    );
}

/** Deletes keys older than the retention; answers how many went. Idempotent, so processes may run it together. */
export async function deleteKeysOlderThan(db: Database, hours: number): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${hours})`))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
