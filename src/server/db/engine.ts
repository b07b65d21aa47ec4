/**
 * Which engine a Database runs on, read from the client drizzle was given (db/client.ts): node-postgres' pool on a
 * real PostgreSQL, PGlite otherwise. Shared rate limits and the pool metrics need the difference; queries never do.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/** The node-postgres pool behind the database, or undefined on the embedded database. */
export function postgresPoolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Several server processes may share this database (a real PostgreSQL); the embedded one has one owner. */
export function isSharedDatabase(db: Database): boolean {
  return postgresPoolOf(db) !== undefined;
}

/** The PGlite instance behind the embedded database (its backups dump it), or undefined on PostgreSQL. */
export function pgliteOf(db: Database): PGlite | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client !== null && typeof client === 'object' && 'dumpDataDir' in client
    ? (client as PGlite)
    : undefined;
}
