/**
 * The write ceiling's table (docs/perf/writes.md). It is no part of the product schema: `npm run bench` creates it on
 * the bench database only (bench/run.ts), and only the bench routes, registered in bench mode, write to it.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

export const BENCH_WRITE_TABLE = 'bench_write_ceiling';

/** Logged like every product table, so each commit waits for its WAL flush as an order's does. */
export const CREATE_BENCH_WRITE_TABLE = `create table if not exists ${BENCH_WRITE_TABLE} (
  id bigint generated always as identity primary key,
  written_at timestamptz not null default now()
)`;

/** One new row: the smallest write that still makes a WAL record to flush at commit. */
export async function insertBenchWrite(executor: Executor): Promise<void> {
  await executor.execute(sql.raw(`insert into ${BENCH_WRITE_TABLE} default values`));
}
