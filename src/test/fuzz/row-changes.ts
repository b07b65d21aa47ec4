/**
 * A cheap fingerprint of every table: triggers (installed in a test's private database only) count each row that
 * is inserted, deleted or really changed, in a counter row updated inside the writing transaction. A refused
 * request that rolled its transaction back leaves the count as it was; one that wrote anything does not.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';

/**
 * Columns a refused request may change by design, per table: a rotated refresh token sent again is refused and
 * revokes its whole family (decision 0003). Order numbers are taken only by a write that succeeds (decision 0020).
 */
const CHANGED_ON_REFUSAL: Record<string, readonly string[]> = {
  refresh_tokens: ['revoked_at'],
};

/**
 * Tables a refused request writes to by design: on PostgreSQL the rate limits count every attempt, refused ones
 * above all, in `rate_limits` (docs/perf/ops.md, shared limits across processes).
 */
const WRITTEN_ON_REFUSAL = new Set(['fuzz_row_changes', 'rate_limits']);

export interface RowChanges {
  /** Rows changed since the triggers were installed. */
  count(): Promise<number>;
}

export async function watchRowChanges(db: Database): Promise<RowChanges> {
  await db.execute(sql`create table fuzz_row_changes (n bigint not null)`);
  await db.execute(sql`insert into fuzz_row_changes values (0)`);
  await db.execute(
    sql.raw(`create function fuzz_count_row_change() returns trigger language plpgsql as $$
      begin
        update fuzz_row_changes set n = n + 1;
        return null;
      end $$`),
  );
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  for (const { name } of tables.filter((table) => !WRITTEN_ON_REFUSAL.has(table.name))) {
    const ignored = CHANGED_ON_REFUSAL[name] ?? [];
    const without = (row: string) =>
      ignored.reduce((json, column) => `(${json} - '${column}')`, `to_jsonb(${row})`);
    await db.execute(
      sql.raw(`create trigger fuzz_row_inserted_or_deleted after insert or delete on "${name}"
        for each row execute function fuzz_count_row_change()`),
    );
    await db.execute(
      sql.raw(`create trigger fuzz_row_updated after update on "${name}"
        for each row when (${without('old')} is distinct from ${without('new')})
        execute function fuzz_count_row_change()`),
    );
  }
  return {
    async count() {
      const [row] = await queryRows<{ n: string | number }>(db, sql`select n from fuzz_row_changes`);
      return Number(row?.n ?? 0);
    },
  };
}
