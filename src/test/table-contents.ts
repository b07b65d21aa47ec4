/**
 * Every table's contents as a fingerprint, to prove two databases hold the same rows (backup -> restore, the move to
 * PostgreSQL): per table the row count and the MD5 of all its rows as JSON text, sorted. Instants are printed in UTC
 * on both sides, so PGlite and PostgreSQL write the same text for the same row.
 */
import {
  applicationTables,
  qualified,
  quotedName,
  type RunQuery,
} from '@/server/modules/operations/operations.public';

export type TableContents = Record<string, { rows: number; md5: string }>;

export async function tableContents(query: RunQuery): Promise<TableContents> {
  await query(`set timezone = 'UTC'`);
  const contents: TableContents = {};
  for (const table of await applicationTables(query)) {
    const { rows } = await query(
      `select count(*)::int as rows, coalesce(md5(string_agg(line, E'\\n' order by line)), '') as md5
       from (select row_to_json(t)::text as line from ${quotedName(table)} t) lines`,
    );
    contents[qualified(table)] = { rows: Number(rows[0]!.rows), md5: String(rows[0]!.md5) };
  }
  return contents;
}
