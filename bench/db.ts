/** The benchmark talks to PostgreSQL through one plain node-postgres client at a time: set-based SQL, no ORM. */
import pg from 'pg';
import { adminUrl } from '@/test/postgres';

export type Client = pg.Client;

/** PostgreSQL's code for CREATE DATABASE of a name that exists (another run created it meanwhile). */
const DUPLICATE_DATABASE = '42P04';

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connect(url);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates the database of the URL on its server unless it exists: a fresh PostgreSQL has only `postgres`, and the
 * README's bench command names its own database. True when this call created it.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (name === '') throw new Error(`DATABASE_URL names no database: ${url}`);
  return withClient(adminUrl(url), async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    try {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === DUPLICATE_DATABASE) return false;
      throw error;
    }
  });
}

export async function inTransaction<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Runs one generation step and prints how long it took, so a slow step is visible while it happens. */
export async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`  ${label} … `);
  const result = await work();
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** One row of a query that always answers one row. */
export async function one<T extends pg.QueryResultRow>(
  client: pg.Client,
  text: string,
  values: unknown[] = [],
): Promise<T> {
  const { rows } = await client.query<T>(text, values);
  const [row] = rows;
  if (!row) throw new Error(`No row from: ${text}`);
  return row;
}
