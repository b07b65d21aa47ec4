import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

/** One round trip that touches no table: whether the database answers at all. */
export async function selectOne(executor: Executor): Promise<void> {
  await executor.execute(sql`select 1`);
}
