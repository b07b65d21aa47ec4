import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Rows of a raw SQL query, typed by the caller. Both drivers (pg, PGlite) answer with `{ rows }`. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
