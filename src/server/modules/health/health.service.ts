/** Whether the database answers: the health check, and the benchmark's one-round-trip ceiling. */
import type { Deps } from '@/server/types';
import { selectOne } from './health.repository';

/** One database round trip; fails when the database does not answer. */
export function pingDatabase(deps: Deps<'db'>): Promise<void> {
  return selectOne(deps.db);
}

export type DatabaseHealth = { up: true } | { up: false; error: unknown };

export async function databaseHealth(deps: Deps<'db'>): Promise<DatabaseHealth> {
  try {
    await pingDatabase(deps);
    return { up: true };
  } catch (error) {
    return { up: false, error };
  }
}
