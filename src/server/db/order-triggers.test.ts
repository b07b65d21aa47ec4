/**
 * The triggers of orders and items (migrations 0007, 0020, lighter since 0023: docs/decisions/0010-write-speed.md,
 * "Lighter triggers") keep orders.items_count, orders.has_shortfall and the report stamps exactly as before. One
 * scenario of direct writes (items into an order that has some, several orders in one statement, updates that change
 * nothing the triggers read, receipts, an item moved to another order, order status and date changes, deletes, the
 * one-statement create's shape) runs twice, each time in a transaction rolled back afterwards: once with the trigger
 * functions of today and once with those the migrations before 0023 defined. After every statement the summaries
 * must equal a recount of the items, and both runs must leave the same summaries and the same stamps.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@/test/database';
import { createOrderingVenue } from '@/test/factories';
import { migrationsFolder } from '@/server/paths';
import type { Transaction } from './client';
import { queryRows } from './sql';

/** The trigger functions 0023 replaced (or dropped), as 0007 and 0020 created them. */
function functionsBefore0023(): string[] {
  const names = [
    'order_summaries_refresh',
    'order_items_summarise',
    'report_months_stamp',
    'report_orders_stamp',
    'report_items_stamp',
  ];
  return ['0007_order_summaries_triggers.sql', '0020_report_versions_triggers.sql'].flatMap((file) =>
    readFileSync(join(migrationsFolder(), file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => names.some((name) => statement.includes(`CREATE OR REPLACE FUNCTION ${name}(`))),
  );
}

interface Snapshot {
  orders: {
    order_number: string;
    items_count: number;
    has_shortfall: boolean;
    recount: number;
    shortfall: boolean;
  }[];
  stamps: { month: string; station_id: number; version: string }[];
}

class RolledBack extends Error {}

describe('order and item triggers (summaries and report stamps)', () => {
  let database: TestDatabase;
  let venue: number;
  let station: number;
  let supplier: number;
  let meat: number[];

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    // A venue of its own: the scenario's orders and stamps meet nothing the demo holds.
    ({
      venueId: venue,
      stationId: station,
      supplierId: supplier,
      articleIds: meat,
    } = await createOrderingVenue(db, { articleCount: 5 }));
  });
  afterAll(() => database.close());

  const orderId = (number: string) =>
    sql`(select id from orders where venue_id = ${venue} and order_number = ${number})`;
  const item = (number: string, index: number) =>
    sql`(select id from order_items where order_id = ${orderId(number)} and article_id = ${meat[index]!})`;
  const newOrder = (number: string, status: string, deadline: string) =>
    sql`(${venue}::int, ${station}::int, ${supplier}::int, ${number}::text, ${status}::text, ${deadline}::date)`;
  const newItem = (number: string, index: number, amount: string, status = 'PENDING') =>
    sql`(${venue}::int, ${orderId(number)}, ${meat[index]!}::int, 'meso', 'kg', ${amount}::numeric, ${index}::int,
      ${status}::text)`;
  const insertItems = (...rows: SQL[]) =>
    sql`insert into order_items (venue_id, order_id, article_id, name, unit, amount, position, status)
      values ${sql.join(rows, sql`, `)}`;

  /** The scenario, one statement per step. Orders TRG-A, TRG-B, TRG-C; deadlines in 2031, a range nothing else uses. */
  const steps = (): [string, SQL][] => [
    [
      'two orders in one statement (a draft and a sent one)',
      sql`insert into orders (venue_id, station_id, supplier_id, order_number, status, deadline)
        values ${newOrder('TRG-A', 'OPEN', '2031-01-15')}, ${newOrder('TRG-B', 'IN_PROGRESS', '2031-02-20')}`,
    ],
    [
      'items of two orders in one statement',
      insertItems(
        newItem('TRG-A', 0, '5'),
        newItem('TRG-A', 1, '2'),
        newItem('TRG-A', 2, '4'),
        newItem('TRG-B', 0, '3'),
        newItem('TRG-B', 1, '1.5'),
      ),
    ],
    ['an item into an order that has some', insertItems(newItem('TRG-A', 3, '1', 'NOT_DELIVERED'))],
    [
      'notes only (nothing the summary or the reports read)',
      sql`update order_items set receive_note = 'x', note = 'y'
        where order_id in (${orderId('TRG-A')}, ${orderId('TRG-B')})`,
    ],
    [
      'an update that sets every value to itself',
      sql`update order_items set status = status, amount = amount where order_id = ${orderId('TRG-B')}`,
    ],
    [
      'a receipt of two orders in one statement (a partial delivery, a missing line)',
      sql`update order_items set
          status = case when order_id = ${orderId('TRG-B')} then 'DELIVERED' else 'NOT_DELIVERED' end,
          delivered_amount = case when id = ${item('TRG-B', 0)} then 2 when id = ${item('TRG-B', 1)} then 1.5 end,
          not_delivered_reason = case when order_id = ${orderId('TRG-A')} then 'NOT_AVAILABLE' end
        where id in (${item('TRG-B', 0)}, ${item('TRG-B', 1)}, ${item('TRG-A', 0)})`,
    ],
    [
      'an amount only (the partial delivery becomes full)',
      sql`update order_items set amount = 2 where id = ${item('TRG-B', 0)}`,
    ],
    [
      'an item moved to another order',
      sql`update order_items set order_id = ${orderId('TRG-B')} where id = ${item('TRG-A', 2)}`,
    ],
    [
      'a send and a new date of two orders in one statement',
      sql`update orders set status = case when order_number = 'TRG-A' then 'IN_PROGRESS' else status end,
          deadline = case when order_number = 'TRG-B' then '2031-03-05'::date else deadline end
        where venue_id = ${venue} and order_number in ('TRG-A', 'TRG-B')`,
    ],
    [
      'an order note only',
      sql`update orders set order_note = 'n' where venue_id = ${venue} and order_number in ('TRG-A', 'TRG-B')`,
    ],
    [
      "the one-statement create's shape (the order inserted with items_count set, its items in the same statement)",
      sql`with made as (
          insert into orders (venue_id, station_id, supplier_id, order_number, status, deadline, items_count)
          values (${venue}, ${station}, ${supplier}, 'TRG-C', 'IN_PROGRESS', '2031-01-20', 2)
          returning id, venue_id
        )
        insert into order_items (venue_id, order_id, article_id, name, unit, amount, position)
        select made.venue_id, made.id, a.id, 'meso', 'kg', 1, 0
        from made, unnest(${sql.raw(`array[${meat[0]!}, ${meat[1]!}]`)}::int[]) a(id)`,
    ],
    [
      'items of two orders deleted in one statement (one order left without items)',
      sql`delete from order_items where id = ${item('TRG-A', 3)} or order_id = ${orderId('TRG-B')}`,
    ],
    [
      'items into an empty order and into another, in one statement',
      insertItems(newItem('TRG-B', 4, '2', 'INCOMPLETE'), newItem('TRG-C', 4, '3')),
    ],
    ['an order deleted with its items', sql`delete from orders where id = ${orderId('TRG-A')}`],
  ];

  const snapshot = async (tx: Transaction): Promise<Snapshot> => ({
    orders: await queryRows(
      tx,
      sql`select o.order_number, o.items_count, o.has_shortfall, count(i.id)::int as recount,
          coalesce(bool_or(i.status in ('NOT_DELIVERED', 'MOVE_TO_NEW', 'INCOMPLETE', 'PARTIALLY_ARRIVED')
            or (i.status = 'DELIVERED' and i.delivered_amount < i.amount)), false) as shortfall
        from orders o left join order_items i on i.order_id = o.id
        where o.venue_id = ${venue} and o.order_number like 'TRG-%'
        group by o.id order by o.order_number`,
    ),
    stamps: await queryRows(
      tx,
      sql`select month::text, station_id, version::text from report_month_versions
        where venue_id = ${venue} and month >= '2031-01-01' order by month, station_id`,
    ),
  });

  /** Every step's snapshot, in a transaction rolled back at the end. */
  async function play(functions: string[]): Promise<Snapshot[]> {
    const seen: Snapshot[] = [];
    await database.db
      .transaction(async (tx) => {
        for (const definition of functions) await tx.execute(sql.raw(definition));
        for (const [name, statement] of steps()) {
          await tx.execute(statement);
          const now = await snapshot(tx);
          for (const order of now.orders) {
            expect(order.items_count, `${name}: ${order.order_number}`).toBe(order.recount);
            expect(order.has_shortfall, `${name}: ${order.order_number}`).toBe(order.shortfall);
          }
          seen.push(now);
        }
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    return seen;
  }

  it('keep the summaries equal to a recount after every write', async () => {
    const seen = await play([]);
    expect(seen.map((step) => step.orders.map((order) => order.items_count))).toEqual([
      [0, 0],
      [3, 2],
      [4, 2],
      [4, 2],
      [4, 2],
      [4, 2],
      [4, 2],
      [3, 3],
      [3, 3],
      [3, 3],
      [3, 3, 2],
      [2, 0, 2],
      [2, 1, 3],
      [1, 3],
    ]);
    // The moved item, the deletes and the insert into the emptied order changed the shortfalls both ways.
    expect(seen.map((step) => step.orders.map((order) => order.has_shortfall))).toEqual([
      [false, false],
      [false, false],
      [true, false],
      [true, false],
      [true, false],
      [true, true],
      [true, false],
      [true, false],
      [true, false],
      [true, false],
      [true, false, false],
      [true, false, false],
      [true, true, false],
      [true, false],
    ]);
  });

  it('leave the same summaries and report stamps as the triggers before migration 0023', async () => {
    const old = functionsBefore0023();
    expect(old).toHaveLength(5);
    const now = await play([]);
    const before = await play(old);
    expect(now).toEqual(before);
    // The scenario stamps something (sent orders' months), so the comparison is not of empty lists.
    expect(now.at(-1)!.stamps.length).toBeGreaterThan(0);
  });
});
