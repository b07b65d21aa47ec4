/**
 * Readiness (GET /api/health/ready): this process should get traffic when its database answers, every migration
 * this version ships is applied there (a new version started before its migrations ran, or on a database another
 * version migrated further back, waits), and it is not shutting down. Migrations are never undone, so once seen
 * applied they are not read again; the database is asked on every probe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '@/server/paths';
import type { Deps } from '@/server/types';
import { lastAppliedMigration } from './operations.repository';

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  migrations: 'applied' | 'pending' | 'unknown';
  shuttingDown: boolean;
  error?: unknown;
}

let shippedMigration: number | undefined;

/** The newest migration in drizzle/ (its journal), read once. */
function newestShippedMigration(): number {
  if (shippedMigration === undefined) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    shippedMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return shippedMigration;
}

const migratedDatabases = new WeakSet<object>();

/** The PostgreSQL error code behind a (possibly wrapped) driver error. */
function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function readiness(deps: Deps<'db' | 'lifecycle'>): Promise<Readiness> {
  const shuttingDown = deps.lifecycle.shuttingDown;
  try {
    // One round trip either way: it is also the check that the database answers.
    const applied = await lastAppliedMigration(deps.db);
    if (!migratedDatabases.has(deps.db)) {
      if (applied === undefined || applied < newestShippedMigration()) {
        return { ready: false, database: 'up', migrations: 'pending', shuttingDown };
      }
      migratedDatabases.add(deps.db);
    }
    return { ready: !shuttingDown, database: 'up', migrations: 'applied', shuttingDown };
  } catch (error) {
    // undefined_table: nobody migrated this database yet. Anything else: the database does not answer.
    if (sqlStateOf(error) === '42P01') {
      return { ready: false, database: 'up', migrations: 'pending', shuttingDown };
    }
    return { ready: false, database: 'down', migrations: 'unknown', shuttingDown, error };
  }
}
