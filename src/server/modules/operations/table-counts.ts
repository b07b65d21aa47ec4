/**
 * Rows per table of a database (the application's schema and drizzle's migrations table), the figure backups,
 * restores and the move to PostgreSQL verify against. Works on PGlite and node-postgres alike: both answer
 * `query(text)` with `{ rows }`.
 */
export type RunQuery = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Schemas whose tables belong to the application: its own and drizzle's migration bookkeeping. */
export const APPLICATION_SCHEMAS = ['public', 'drizzle'] as const;

export interface TableName {
  schema: string;
  name: string;
}

export const qualified = (table: TableName) => `${table.schema}.${table.name}`;
export const quotedName = (table: TableName) =>
  `"${table.schema.replace(/"/g, '""')}"."${table.name.replace(/"/g, '""')}"`;

/** Every base table of the application's schemas, ordered by schema and name. */
export async function applicationTables(query: RunQuery): Promise<TableName[]> {
  const { rows } = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (${APPLICATION_SCHEMAS.map((s) => `'${s}'`).join(', ')})
     order by table_schema, table_name`,
  );
  return rows.map((row) => ({ schema: String(row.schema), name: String(row.name) }));
}

/** `schema.table` -> rows, counted in one statement (one snapshot). */
export async function countTables(query: RunQuery): Promise<Record<string, number>> {
  const tables = await applicationTables(query);
  if (tables.length === 0) return {};
  const columns = tables.map(
    (table, index) => `(select count(*) from ${quotedName(table)})::float8 as c${index}`,
  );
  const { rows } = await query(`select ${columns.join(', ')}`);
  const row = rows[0] ?? {};
  return Object.fromEntries(tables.map((table, index) => [qualified(table), Number(row[`c${index}`])]));
}

/** The tables whose counts differ (or exist on one side only), as `name: expected -> found` lines. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: ${expected[name] ?? 'missing'} -> ${found[name] ?? 'missing'}`);
}
