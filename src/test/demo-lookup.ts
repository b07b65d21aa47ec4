/** Finds demo rows by the names the seed gives them, so tests never hard-code ids. */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  articles,
  orders,
  stations,
  stationSuppliers,
  supplierContacts,
  suppliers,
  users,
  venues,
} from '@/server/db/schema';

export async function venueId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.name, name));
  if (!row) throw new Error(`No venue ${name}`);
  return row.id;
}

export async function userId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

export async function stationId(db: Database, venueName: string, stationName: string): Promise<number> {
  const [row] = await db
    .select({ id: stations.id })
    .from(stations)
    .innerJoin(venues, eq(venues.id, stations.venueId))
    .where(and(eq(venues.name, venueName), eq(stations.name, stationName)));
  if (!row) throw new Error(`No station ${stationName} in ${venueName}`);
  return row.id;
}

export async function supplierId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, name));
  if (!row) throw new Error(`No supplier ${name}`);
  return row.id;
}

/** The first `count` articles (by name) of a supplier that a venue may order. */
export async function articleIds(
  db: Database,
  venue: string,
  supplierName: string,
  count: number,
): Promise<number[]> {
  const vid = await venueId(db, venue);
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .innerJoin(suppliers, eq(suppliers.id, articles.supplierId))
    .where(
      and(
        eq(suppliers.name, supplierName),
        or(isNull(articles.venueId), eq(articles.venueId, vid)),
        isNull(articles.deletedAt),
        eq(articles.enabled, true),
      ),
    )
    .orderBy(asc(sql`lower(${articles.name})`), asc(articles.id))
    .limit(count);
  if (rows.length < count) throw new Error(`${supplierName} has fewer than ${count} articles`);
  return rows.map((row) => row.id);
}

export async function contactId(
  db: Database,
  venue: string,
  supplierName: string,
  contactName: string,
): Promise<number> {
  const vid = await venueId(db, venue);
  const [row] = await db
    .select({ id: supplierContacts.id })
    .from(supplierContacts)
    .innerJoin(suppliers, eq(suppliers.id, supplierContacts.supplierId))
    .where(
      and(
        eq(supplierContacts.venueId, vid),
        eq(suppliers.name, supplierName),
        eq(supplierContacts.name, contactName),
      ),
    );
  if (!row) throw new Error(`No contact ${contactName}`);
  return row.id;
}

/** Whether the station orders from the supplier (station_suppliers). */
export async function isLinked(db: Database, station: number, supplier: number): Promise<boolean> {
  const rows = await db
    .select()
    .from(stationSuppliers)
    .where(and(eq(stationSuppliers.stationId, station), eq(stationSuppliers.supplierId, supplier)));
  return rows.length > 0;
}

export async function orderCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row?.n ?? 0;
}
