import { randomBytes } from 'node:crypto';
import type pg from 'pg';

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** The same server, connected to its maintenance database (to create and drop test databases). */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function dropDatabase(pool: pg.Pool, name: string): Promise<void> {
  await pool.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
