/**
 * One database interface over two engines: embedded PGlite (the default, data in a directory) and a real
 * PostgreSQL through node-postgres when DATABASE_URL is set. Both run the same migrations and queries.
 */
import {
  PGlite,
  type QueryOptions,
  type Transaction as PgliteTransaction,
  types,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '@/server/paths';
import { gatedTransaction } from './pglite-named';
import { withMigrationLock } from './migration-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const casing = 'snake_case' as const;

/**
 * drizzle's PGlite driver asks for dates, timestamps, intervals and their arrays as text with every query by passing
 * these parsers, and PGlite merges a query's parsers into its own 318 by copying them all, per query: about a third
 * of a small query's cost (decision 0010, "The embedded default"). They are made the instance's own instead, and
 * the driver's copies are dropped from each query.
 */
const asText = (value: string) => value;
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

function withoutQueryParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/** The client drizzle talks to: the same PGlite, its queries and transactions' queries without per-query parsers. */
function forDrizzle(client: PGlite): PGlite {
  const query: PGlite['query'] = (text, params, options) =>
    client.query(text, params, withoutQueryParsers(options));
  // Every transaction of the app takes its turn with the named statements (pglite-named.ts, decision 0012).
  const transaction: PGlite['transaction'] = (work) =>
    gatedTransaction(client, (tx) => {
      const view = Object.create(tx) as PgliteTransaction;
      view.query = (text, params, options) => tx.query(text, params, withoutQueryParsers(options));
      return work(view);
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields: its methods must run on the instance itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { client: PGlite }> {
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  // After create: its start-up has set the array types' parsers, which these replace for the driver's types.
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const db = drizzlePglite({ client: forDrizzle(client), schema, casing });
  return {
    db: db as unknown as Database,
    client,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

export function openPostgres(
  url: string,
  options: { poolSize?: number } = {},
): DatabaseHandle & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 20 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing });
  return {
    db: db as unknown as Database,
    pool,
    kind: 'postgres',
    migrate: () => withMigrationLock(url, () => migratePg(db, { migrationsFolder: migrationsFolder() })),
    close: () => pool.end(),
  };
}
