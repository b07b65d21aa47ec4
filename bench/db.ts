/** The benchmark talks to PostgreSQL through one plain node-postgres client at a time: set-based SQL, no ORM. */
import pg from 'pg';

export type Client = pg.Client;

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
