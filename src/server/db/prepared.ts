/**
 * Named prepared statements for the hot reads. On PostgreSQL each pooled connection parses and plans a named
 * statement once and then only binds values, which halves the database work of the order list, order detail and
 * article page compared with sending fresh SQL each time; it also skips Drizzle's per-request SQL building. PGlite
 * (the embedded default) keeps the same text as a named statement too (pglite-named.ts).
 *
 * The SQL of a prepared query must return only JSON, text, booleans and integers: dates as text (to_char or
 * ::text), amounts as text. Then both drivers answer with the same JavaScript values.
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Executor } from './client';
import { runNamedOnPglite } from './pglite-named';
import { queryRows } from './sql';

export interface PreparedQuery<Row> {
  /** Unique per statement text; change it when the text changes (connections keep prepared statements). */
  name: string;
  text: string;
  /** Phantom: the row type. */
  readonly row?: Row;
}

export function prepared<Row>(name: string, text: string): PreparedQuery<Row> {
  return { name, text };
}

export async function runPrepared<Row>(
  db: Database,
  query: PreparedQuery<Row>,
  values: readonly unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<Row & pg.QueryResultRow>({
      name: query.name,
      text: query.text,
      values: [...values],
    });
    return result.rows;
  }
  return runNamedOnPglite<Row>(client, query.text, values);
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A write use case's one statement (decision 0010) as a named prepared statement when it runs on its own (autocommit)
 * on PostgreSQL, so its many-part plan is not made again for every request; inside a transaction (repeat) it runs as
 * an ordinary query on the transaction's connection. Its text must not change from call to call: every value is a
 * parameter. The same rule for answers as for the hot reads: JSON, text, booleans and integers only.
 */
export async function runPreparedSql<Row>(executor: Executor, name: string, query: SQL): Promise<Row[]> {
  if (executor instanceof PgTransaction) return queryRows<Row>(executor, query);
  const { sql, params } = dialect.sqlToQuery(query);
  return runPrepared<Row>(executor, prepared<Row>(statementName(name, sql), sql), params);
}

const statementNames = new Map<string, string>();

/**
 * The name a pooled connection keeps the statement under, made from the text: a text that changed (or one built
 * differently by mistake) gets its own name instead of the driver refusing a second text under the same name.
 */
export function statementName(name: string, text: string): string {
  let named = statementNames.get(text);
  if (named === undefined) {
    named = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    statementNames.set(text, named);
  }
  return named;
}
