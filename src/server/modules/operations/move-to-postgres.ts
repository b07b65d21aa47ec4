/**
 * `npm run move-to-postgres -- postgres://…`: an embedded installation moves to a real PostgreSQL with every row and
 * sequence value (README "Moving to PostgreSQL").
 *
 * The target must hold no table yet. It gets the schema from the same migrations, then, in ONE transaction:
 * its foreign keys are dropped and its user triggers disabled (the copied rows already hold what the triggers keep:
 * totals, summaries, counters, report stamps; firing them again would count twice), every table is emptied (the
 * migrations insert reference data, which the source has as well) and filled with the source's rows, the sequences
 * are set to the source's values, triggers and foreign keys come back (re-adding a key checks every row at once),
 * and the rows per table are compared with the source's. Any difference or error rolls everything back, leaving
 * the migrated, empty schema. The source is read in one transaction: one consistent state.
 *
 * Rows travel as JSON (`row_to_json` on PGlite, `json_populate_recordset` on PostgreSQL), which keeps every value
 * this schema has exactly: numeric digits and scale, instants with their offset, text, booleans, JSON documents.
 */
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { openPostgres } from '@/server/db/client';
import {
  applicationTables,
  APPLICATION_SCHEMAS,
  countDifferences,
  countTables,
  qualified,
  quotedName,
  type RunQuery,
  type TableName,
} from './table-counts';

export class MoveRefused extends Error {}

export interface MoveResult {
  tables: Record<string, number>;
  sequences: number;
  seconds: number;
}

/** Rows per statement: a few MB of JSON. */
const BATCH = 5_000;
const SCHEMA_LIST = APPLICATION_SCHEMAS.map((schema) => `'${schema}'`).join(', ');

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Columns a row is written with: every stored column except generated ones. */
async function writableColumns(query: RunQuery, table: TableName): Promise<string[]> {
  const { rows } = await query(
    `select attname from pg_attribute
     where attrelid = '${quotedName(table).replace(/'/g, "''")}'::regclass
       and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
  );
  return rows.map((row) => String(row.attname));
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

async function foreignKeys(client: pg.PoolClient): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname in (${SCHEMA_LIST})
     order by 1, 2`,
  );
  return rows;
}

async function sequencesOf(query: RunQuery): Promise<string[]> {
  const { rows } = await query(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name from pg_sequences
     where schemaname in (${SCHEMA_LIST}) order by 1`,
  );
  return rows.map((row) => String(row.name));
}

/** Copies one table: a cursor over the source, a JSON batch per statement into the target. */
async function copyTable(
  source: PgliteTransaction,
  target: pg.PoolClient,
  table: TableName,
  columns: string[],
): Promise<number> {
  const list = columns.map(quoteIdentifier).join(', ');
  const cursor = `move_${table.schema}_${table.name}`.replace(/[^A-Za-z0-9_]/g, '_');
  await source.query(
    `declare ${cursor} no scroll cursor for select row_to_json(r)::text as row from (select ${list} from ${quotedName(table)}) r`,
  );
  let copied = 0;
  for (;;) {
    const { rows } = await source.query<{ row: string }>(`fetch ${BATCH} from ${cursor}`);
    if (rows.length === 0) break;
    await target.query(
      `insert into ${quotedName(table)} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${quotedName(table)}, $1::json)`,
      [`[${rows.map((row) => row.row).join(',')}]`],
    );
    copied += rows.length;
  }
  await source.query(`close ${cursor}`);
  return copied;
}

/** Refuses a target that has tables already (the application's schemas), before anything is written. */
async function assertEmptyTarget(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ tables: number }>(
    `select count(*)::int as tables from information_schema.tables where table_schema in (${SCHEMA_LIST})`,
  );
  if ((rows[0]?.tables ?? 0) > 0) {
    throw new MoveRefused(
      `The target database is not empty (${rows[0]!.tables} tables): create a new, empty database for Nabavka.`,
    );
  }
}

/**
 * Copies the open embedded database `source` (migrated to this version) into the empty PostgreSQL at `targetUrl`.
 * `progress` hears one line per table.
 */
export async function moveToPostgres(
  source: PGlite,
  targetUrl: string,
  progress: (line: string) => void = () => undefined,
): Promise<MoveResult> {
  const started = performance.now();
  const target = openPostgres(targetUrl, { poolSize: 2 });
  try {
    await assertEmptyTarget(target.pool);
    progress('Creating the schema (migrations) …');
    await target.migrate();
    const client = await target.pool.connect();
    try {
      const targetQuery: RunQuery = (text) => client.query(text);
      return await source.transaction(async (tx) => {
        const sourceQuery: RunQuery = (text) => tx.query<Record<string, unknown>>(text);
        // One snapshot of the source for the counts and every table's rows.
        await tx.exec('set transaction isolation level repeatable read');
        const tables = await applicationTables(sourceQuery);
        const expected = await countTables(sourceQuery);
        const targetTables = (await applicationTables(targetQuery)).map(qualified);
        const missing = tables.map(qualified).filter((name) => !targetTables.includes(name));
        if (missing.length > 0) throw new Error(`The target lacks tables: ${missing.join(', ')}`);

        await client.query('begin');
        try {
          const keys = await foreignKeys(client);
          for (const key of keys) {
            await client.query(`alter table ${key.table} drop constraint ${quoteIdentifier(key.name)}`);
          }
          await client.query(`truncate ${tables.map(quotedName).join(', ')}`);
          const userTables = tables.filter((table) => table.schema === 'public');
          for (const table of userTables) {
            await client.query(`alter table ${quotedName(table)} disable trigger user`);
          }
          for (const table of tables) {
            const columns = await writableColumns(sourceQuery, table);
            const copied = await copyTable(tx, client, table, columns);
            progress(`  ${qualified(table)}: ${copied} rows`);
          }
          const sequences = await sequencesOf(sourceQuery);
          for (const sequence of sequences) {
            const { rows } = await sourceQuery(
              `select last_value::text as value, is_called from ${sequence}`,
            );
            await client.query('select setval($1::regclass, $2::bigint, $3::boolean)', [
              sequence,
              rows[0]!.value,
              rows[0]!.is_called,
            ]);
          }
          for (const table of userTables) {
            await client.query(`alter table ${quotedName(table)} enable trigger user`);
          }
          progress('Checking every foreign key …');
          for (const key of keys) {
            await client.query(
              `alter table ${key.table} add constraint ${quoteIdentifier(key.name)} ${key.definition}`,
            );
          }
          const found = await countTables(targetQuery);
          const differences = countDifferences(expected, found);
          if (differences.length > 0) {
            throw new Error(`Rows per table differ after the copy:\n  ${differences.join('\n  ')}`);
          }
          await client.query('commit');
          await client.query('analyze');
          return {
            tables: found,
            sequences: sequences.length,
            seconds: (performance.now() - started) / 1000,
          };
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      });
    } finally {
      client.release();
    }
  } finally {
    await target.close();
  }
}
