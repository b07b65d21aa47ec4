/**
 * The database itself refuses a tenant-owned row that points into another venue (composite foreign keys on
 * (venue_id, parent id), schema.ts): whatever a query forgets, Kafana's rows can never hang off Bistro's stations,
 * orders or contacts. Rows are written directly, past every service check.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@/test/database';
import { articleIds, contactId, stationId, supplierId, venueId } from '@/test/demo-lookup';
import {
  articles,
  orderItems,
  orders,
  stationArticleSettings,
  stationSuppliers,
  stationUsers,
  users,
} from './schema';
import { queryRows } from './sql';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error behind a failed statement (drivers wrap it), or undefined when the statement succeeded. */
async function refusal(statement: Promise<unknown>): Promise<PgErrorLike | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    let current = error as PgErrorLike | undefined;
    while (current && current.code === undefined) current = current.cause as PgErrorLike | undefined;
    return current ?? (error as PgErrorLike);
  }
}

describe('venue-checked references (tenant scoping in the schema)', () => {
  let database: TestDatabase;
  let bistro: number;
  let kafana: number;
  let bistroKuhinja: number;
  let kafanaKuhinja: number;
  let mlekara: number;
  let kafanaOwn: number;
  let milk: number;
  /** An article Bistro's Kuhinja has no setting for. */
  let unset: number;
  let kafanaAdmin: number;
  let bistroOrder: { id: number; stationId: number; supplierId: number | null };
  let kafanaOrder: { id: number; stationId: number; supplierId: number | null };
  let bistroContact: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    bistro = await venueId(db, DEMO.venues.bistro);
    kafana = await venueId(db, DEMO.venues.kafana);
    bistroKuhinja = await stationId(db, DEMO.venues.bistro, DEMO.stations.kuhinja);
    kafanaKuhinja = await stationId(db, DEMO.venues.kafana, DEMO.stations.kuhinja);
    mlekara = await supplierId(db, DEMO.suppliers.mlekara);
    kafanaOwn = await supplierId(db, DEMO.suppliers.kafanaNabavka);
    milk = (await articleIds(db, DEMO.venues.kafana, DEMO.suppliers.mlekara, 1))[0]!;
    const [free] = await queryRows<{ id: number }>(
      db,
      sql`select a.id from ${articles} a
          where not exists (
            select 1 from ${stationArticleSettings} s where s.station_id = ${bistroKuhinja} and s.article_id = a.id)
          order by a.id limit 1`,
    );
    unset = free!.id;
    bistroContact = await contactId(
      db,
      DEMO.venues.bistro,
      DEMO.suppliers.mesara,
      DEMO.contacts.mesaraMilan.name,
    );
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, roleEmail('otherAdmin')));
    kafanaAdmin = admin!.id;
    const orderOf = async (venue: number) => {
      const [row] = await db
        .select({ id: orders.id, stationId: orders.stationId, supplierId: orders.supplierId })
        .from(orders)
        .where(eq(orders.venueId, venue))
        .limit(1);
      return row!;
    };
    bistroOrder = await orderOf(bistro);
    kafanaOrder = await orderOf(kafana);
  });
  afterAll(() => database.close());

  const expectRefused = async (statement: Promise<unknown>, constraint: string) => {
    const error = await refusal(statement);
    expect(error, constraint).toMatchObject({ code: '23503', constraint });
  };

  it("refuses a venue's station link, supplier link or article setting on another venue's station", async () => {
    const { db } = database;
    await expectRefused(
      db.insert(stationUsers).values({ venueId: kafana, stationId: bistroKuhinja, userId: kafanaAdmin }),
      'station_users_station_fk',
    );
    await expectRefused(
      db
        .insert(stationSuppliers)
        .values({ venueId: kafana, stationId: bistroKuhinja, supplierId: kafanaOwn }),
      'station_suppliers_station_fk',
    );
    await expectRefused(
      db
        .insert(stationArticleSettings)
        .values({ venueId: kafana, stationId: bistroKuhinja, articleId: unset }),
      'station_article_settings_station_fk',
    );
  });

  it("refuses an order on another venue's station and an item on another venue's order", async () => {
    const { db } = database;
    await expectRefused(
      db.insert(orders).values({
        venueId: kafana,
        stationId: bistroKuhinja,
        supplierId: mlekara,
        orderNumber: 'X-CROSS-1',
        deadline: '2030-01-01',
      }),
      'orders_station_fk',
    );
    await expectRefused(
      db.insert(orderItems).values({
        venueId: kafana,
        orderId: bistroOrder.id,
        articleId: milk,
        name: 'Mleko',
        unit: 'Litar',
        amount: '1',
      }),
      'order_items_order_fk',
    );
  });

  it("refuses an order pointing at another venue's contact, follow-up or source order", async () => {
    const { db } = database;
    const own = and(eq(orders.venueId, kafana), eq(orders.id, kafanaOrder.id));
    await expectRefused(
      db.update(orders).set({ supplierContactId: bistroContact }).where(own),
      'orders_supplier_contact_fk',
    );
    await expectRefused(
      db.update(orders).set({ newOrderId: bistroOrder.id }).where(own),
      'orders_new_order_fk',
    );
    await expectRefused(
      db.update(orders).set({ sourceOrderId: bistroOrder.id }).where(own),
      'orders_source_order_fk',
    );
  });

  it("refuses an item moved to, or moved from, another venue's order or item", async () => {
    const { db } = database;
    const [kafanaItem] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.venueId, kafana))
      .limit(1);
    const [bistroItem] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.venueId, bistro))
      .limit(1);
    const own = and(eq(orderItems.venueId, kafana), eq(orderItems.id, kafanaItem!.id));
    await expectRefused(
      db.update(orderItems).set({ moveToOrderId: bistroOrder.id }).where(own),
      'order_items_move_to_order_fk',
    );
    await expectRefused(
      db.update(orderItems).set({ movedFromItemId: bistroItem!.id }).where(own),
      'order_items_moved_from_item_fk',
    );
  });

  it('accepts the same references within one venue, and clears only the reference when its order goes', async () => {
    const { db } = database;
    const [followUp] = await db
      .insert(orders)
      .values({
        venueId: kafana,
        stationId: kafanaKuhinja,
        supplierId: kafanaOrder.supplierId,
        orderNumber: 'X-SAME-1',
        deadline: '2030-01-01',
      })
      .returning({ id: orders.id });
    const own = and(eq(orders.venueId, kafana), eq(orders.id, kafanaOrder.id));
    expect(await refusal(db.update(orders).set({ newOrderId: followUp!.id }).where(own))).toBeUndefined();

    await db.delete(orders).where(and(eq(orders.venueId, kafana), eq(orders.id, followUp!.id)));
    const [after] = await db
      .select({ venueId: orders.venueId, newOrderId: orders.newOrderId })
      .from(orders)
      .where(own);
    expect(after).toEqual({ venueId: kafana, newOrderId: null });
  });
});
