/**
 * Several server processes starting at once on one PostgreSQL (a deployment rolling out) each run the migrations at
 * start (main.ts). drizzle's migrator reads the last applied migration and applies the newer ones without a lock, so
 * two processes could both apply the same migration and one would fail its start. A session advisory lock on a
 * connection of its own makes them take turns: the second finds everything applied.
 */
import pg from 'pg';

/** The advisory lock's key: any fixed number no other code of this database uses. */
const MIGRATION_LOCK_KEY = 7_305_118_030;

export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock as well; unlocking first keeps the order plain.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
