import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, dropDatabase, uniqueDatabaseName, withDatabase } from '@/test/postgres';
import { ensureDatabase, withClient } from './db';

const url = process.env.DATABASE_URL;

// Needs a real PostgreSQL (CI and `DATABASE_URL=… npm test` provide one); the bench itself runs only against one.
describe.runIf(url)('bench database', () => {
  const name = uniqueDatabaseName('nabavka_bench_test');
  // Only built when the suite runs: without DATABASE_URL there is no URL to parse.
  const benchUrl = url ? withDatabase(url, name) : '';

  afterAll(async () => {
    const pool = new pg.Pool({ connectionString: adminUrl(benchUrl), max: 1 });
    await dropDatabase(pool, name);
    await pool.end();
  });

  it('is created on a server that does not have it yet, and reused afterwards', async () => {
    expect(await ensureDatabase(benchUrl)).toBe(true);
    expect(await ensureDatabase(benchUrl)).toBe(false);
    const current = await withClient(benchUrl, async (client) => {
      const { rows } = await client.query<{ name: string }>('select current_database() as name');
      return rows[0]?.name;
    });
    expect(current).toBe(name);
  });
});

describe('bench database url', () => {
  it('must name a database', async () => {
    await expect(ensureDatabase('postgres://postgres@127.0.0.1:5432')).rejects.toThrow(/names no database/);
  });
});
