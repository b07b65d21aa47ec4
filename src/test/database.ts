/** A private copy of the seeded template database for one test file. */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '@/server/db/client';
import { adminUrl, dropDatabase, uniqueDatabaseName, withDatabase } from './postgres';

export interface TestDatabase extends DatabaseHandle {
  /**
   * Another connection pool to the same database, as a second server instance would have (PostgreSQL); on the
   * embedded database, which one process owns, the same handle.
   */
  connectAgain(): DatabaseHandle;
}

/** `poolSize`: the connections of the PostgreSQL pool (10 unless a test needs more at once); ignored on PGlite. */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const name = uniqueDatabaseName('nabavka_test');
    const admin = openPostgres(adminUrl(url), { poolSize: 1 });
    await admin.pool.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplateDatabase')}"`);
    const handle = openPostgres(withDatabase(url, name), { poolSize: options.poolSize ?? 10 });
    return {
      ...handle,
      connectAgain: () => openPostgres(withDatabase(url, name), { poolSize: 10 }),
      close: async () => {
        await handle.close();
        await dropDatabase(admin.pool, name);
        await admin.close();
      },
    };
  }
  const template = readFileSync(inject('pgliteTemplateFile'));
  const handle = await openPglite({ loadDataDir: new Blob([template]) });
  return { ...handle, connectAgain: () => ({ ...handle, close: async () => undefined }) };
}
