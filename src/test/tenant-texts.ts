/**
 * Texts only one venue holds (its name, people, stations, own suppliers and articles, contacts, orders...): if one
 * of them shows up in an answer to anybody else, tenant data leaked. A text counts only when it appears nowhere in
 * the rest of the database, not even inside a longer text, so shared catalogue names never raise a false alarm.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';

/** Tables with text a venue owns, the column naming the owner, and the texts worth looking for. */
const TEXT_COLUMNS: readonly { table: string; owner: string; columns: readonly string[]; source?: SQL }[] = [
  {
    table: 'venues',
    owner: 'id',
    columns: ['name', 'business_name', 'address', 'pib', 'phone_number', 'email'],
  },
  // A person is one venue's only while they belong to it alone: a member of several venues is seen by each
  // (docs/decisions/0037-venue-memberships.md).
  {
    table: 'users',
    owner: 'venue_id',
    columns: ['name', 'email', 'phone'],
    source: sql`(select name, email, phone,
        case when (select count(*) from venue_memberships m where m.user_id = u.id) <= 1 then u.venue_id end
          as venue_id
      from users u)`,
  },
  { table: 'stations', owner: 'venue_id', columns: ['name'] },
  {
    table: 'suppliers',
    owner: 'venue_id',
    columns: ['name', 'pib', 'address', 'city', 'phone', 'email', 'bank_account_number'],
  },
  { table: 'supplier_contacts', owner: 'venue_id', columns: ['name', 'phone', 'email'] },
  { table: 'supplier_notes', owner: 'venue_id', columns: ['note'] },
  { table: 'articles', owner: 'venue_id', columns: ['name', 'store_name', 'note'] },
  { table: 'station_article_settings', owner: 'venue_id', columns: ['comment'] },
  {
    table: 'orders',
    owner: 'venue_id',
    columns: ['order_number', 'order_note', 'receiving_note', 'supplier_contact_number'],
  },
  { table: 'order_items', owner: 'venue_id', columns: ['note', 'receive_note'] },
];

/** Shorter texts ("Bar", "Kom") occur by chance in unrelated answers. */
const MIN_LENGTH = 5;

function textsQuery(venueId: number): SQL {
  const parts = TEXT_COLUMNS.flatMap(({ table, owner, columns, source }) =>
    columns.map(
      (column) =>
        sql`select ${sql.identifier(column)}::text as text, coalesce(${sql.identifier(owner)} = ${venueId}, false) as own
            from ${source ?? sql.identifier(table)} as ${sql.identifier(table)}`,
    ),
  );
  const shared = sql`select name as text, false as own from article_categories`;
  return sql`select text, own from (${sql.join([...parts, shared], sql` union all `)}) as t
    where text is not null and length(text) >= ${MIN_LENGTH}`;
}

export async function venueOnlyTexts(db: Database, venueId: number): Promise<string[]> {
  const rows = await queryRows<{ text: string; own: boolean }>(db, textsQuery(venueId));
  const others = rows.filter((row) => !row.own).map((row) => row.text);
  const own = new Set(rows.filter((row) => row.own).map((row) => row.text));
  return [...own].filter((text) => !others.some((other) => other.includes(text))).sort();
}

/** The venue-only texts found in an answer body (raw or JSON-escaped). */
export function leakedTexts(body: string, texts: readonly string[]): string[] {
  return texts.filter((text) => body.includes(text) || body.includes(JSON.stringify(text).slice(1, -1)));
}
