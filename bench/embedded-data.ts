/**
 * The embedded mode's database: a PGlite data directory prepared the way `npm start` prepares an empty one
 * (migrations, then the demo), with a year of order history added to Bistro Demo, and later the send and receive
 * queues of the write phases (bench/write-queue.ts, the same SQL as on PostgreSQL). The server owns PGlite's single
 * connection while it runs, so every step here opens the directory, works and closes it before the server starts.
 */
import type { PGlite } from '@electric-sql/pglite';
import { stationCode } from '@/domain/orders/order-number';
import { VENUE_TIME_ZONE, venueToday } from '@/domain/shared/dates';
import { openPglite } from '@/server/db/client';
import { DEMO_ACCOUNTS, seedDemo } from '@/server/db/seed/demo';
import { STATUS_BASIS_POINTS } from './config';
import type { Client } from './db';
import { EMBEDDED, type EmbeddedFixtures } from './embedded';
import { prepareWriteQueues, type WriteQueues } from './write-queue';

export const EMBEDDED_ADMIN_EMAIL = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!.email;
const STAFF_EMAIL = DEMO_ACCOUNTS.find((account) => account.key === 'staff')!.email;

/**
 * The bench's set-based helpers take a node-postgres client but call only `query(text, values)` and read `rows`
 * (and `rowCount`); this answers them from PGlite, whose result names the count `affectedRows`.
 */
function benchClient(pglite: PGlite): Client {
  const client = {
    query: async (text: string, values?: unknown[]) => {
      const result = await pglite.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
  return client as unknown as Client;
}

async function withPglite<T>(dataDir: string, work: (pglite: PGlite) => Promise<T>): Promise<T> {
  const database = await openPglite({ dataDir });
  try {
    return await work(database.client);
  } finally {
    await database.close();
  }
}

/** The empty directory made ready as `npm start` would (migrations, demo), plus Bistro Demo's history. */
export async function prepareEmbeddedDatabase(
  dataDir: string,
  now: Date,
  historyOrders: number = EMBEDDED.historyOrders,
): Promise<EmbeddedFixtures> {
  const database = await openPglite({ dataDir });
  try {
    await database.migrate();
    await seedDemo(database.db, { now });
    const { client } = database;
    const venueId = await adminVenueId(client);
    // Committed batches: one statement of many thousand orders walks ever longer chains of the versions of the
    // counter and stamp rows its triggers update (see write-queue.ts). After each, ANALYZE: PGlite's one session
    // keeps the foreign-key checks' plans made while `orders` was tiny (a sequential scan per order item: 2.5 ms each
    // at 8 000 orders, hours for 100 000), and new statistics make it plan them again.
    for (let from = 1; from <= historyOrders; from += HISTORY_BATCH) {
      const to = Math.min(historyOrders, from + HISTORY_BATCH - 1);
      await client.transaction(async (tx) => insertHistory(tx, venueId, now, historyOrders, { from, to }));
      await client.query('analyze orders, order_items');
    }
    await client.query('analyze');
    return await readEmbeddedFixtures(client, venueId);
  } finally {
    await database.close();
  }
}

async function adminVenueId(pglite: Pick<PGlite, 'query'>): Promise<number> {
  const { rows } = await pglite.query<{ venueId: number }>(
    `select venue_id as "venueId" from users where email = $1`,
    [EMBEDDED_ADMIN_EMAIL],
  );
  if (!rows[0]) throw new Error(`No demo admin ${EMBEDDED_ADMIN_EMAIL} in the embedded database`);
  return rows[0].venueId;
}

interface Pair {
  stationId: number;
  stationName: string;
  supplierId: number;
  contactId: number | null;
  contactPhone: string | null;
}

/**
 * `orders` orders (EMBEDDED.historyOrders unless told) over the last EMBEDDED.historyDays days, newest last, in
 * the statuses and item outcomes the large venue's generator uses (generate-orders.ts): drafts and expected orders
 * are the newest, then received ones with something still to come, then delivered history. The triggers stay on, so the counters, order
 * summaries and report stamps are kept exactly as the app keeps them. Numbers continue the venue's sequence.
 */
const HISTORY_BATCH = 2_000;

/** Orders `batch.from` to `batch.to` of the `orders` of the history (1 the oldest). */
async function insertHistory(
  pglite: Pick<PGlite, 'query'>,
  venueId: number,
  now: Date,
  orders: number,
  batch: { from: number; to: number },
): Promise<void> {
  const { rows: pairs } = await pglite.query<Pair>(
    `select ss.station_id as "stationId", st.name as "stationName", ss.supplier_id as "supplierId",
       c.id as "contactId", c.phone as "contactPhone"
     from station_suppliers ss
     join stations st on st.id = ss.station_id and not st.is_warehouse and st.deleted_at is null
     join suppliers s on s.id = ss.supplier_id and not s.is_market and s.deleted_at is null
     left join lateral (select id, phone from supplier_contacts c
       where c.venue_id = ss.venue_id and c.supplier_id = ss.supplier_id and c.deleted_at is null
       order by id limit 1) c on true
     where ss.venue_id = $1
     order by ss.station_id, ss.supplier_id`,
    [venueId],
  );
  if (pairs.length === 0) throw new Error('Bistro Demo has no station/supplier pair to order from');
  const { rows: people } = await pglite.query<{ id: number }>(
    `select id from users where email = any($1::text[]) order by email = $2 desc`,
    [[EMBEDDED_ADMIN_EMAIL, STAFF_EMAIL], EMBEDDED_ADMIN_EMAIL],
  );
  const { open, inProgress, incomplete } = STATUS_BASIS_POINTS;
  await pglite.query(
    `with pairs as (
       select (p.n - 1)::int as pair_no, p.station_id, p.supplier_id, p.code, p.contact_id, p.contact_phone
       from unnest($2::int[], $3::int[], $4::text[], $5::int[], $6::text[])
         with ordinality as p(station_id, supplier_id, code, contact_id, contact_phone, n)
     ), base as (select order_sequence from venues where id = $1),
     g as (
       select gs.seq, $7::int - gs.seq as r, st.status,
         case when st.status = 'OPEN' then $8::date + 1 + ($7::int - gs.seq) % 3
              else $8::date - (($7::int - gs.seq)::bigint * $9 / $7::int)::int end as deadline
       from generate_series($14::int, $15::int) gs(seq)
       cross join lateral (select case
         when ($7::int - gs.seq)::bigint * 10000 < ($10::int[])[1]::bigint * $7::int then 'OPEN'
         when ($7::int - gs.seq)::bigint * 10000 < ($10::int[])[2]::bigint * $7::int then 'IN_PROGRESS'
         when ($7::int - gs.seq)::bigint * 10000 < ($10::int[])[3]::bigint * $7::int then 'INCOMPLETE'
         else 'COMPLETED' end as status) st
     ), timed as (
       select g.*, ($12::int[])[1 + g.seq % 2] as user_id,
         least(((g.deadline - 1) + time '07:00' + (g.seq % 480) * interval '1 minute') at time zone $11::text,
               now() - interval '1 hour' - g.r * interval '1 minute') as created_at
       from g
     ), made as (
       insert into orders (venue_id, station_id, supplier_id, is_custom, order_number, status, deadline, order_note,
         receiving_note, payment_method, supplier_contact_id, supplier_contact_number, created_by_id, created_at,
         last_updated_by_id, last_updated_at, sent_by_id, sent_at, sent_via, completed_at, version)
       select $1, p.station_id, p.supplier_id, false,
         -- At least four digits, as the app writes them; lpad alone would cut 10 000 and above to four.
         p.code || '-' || lpad((base.order_sequence + t.seq - $14 + 1)::text,
           greatest(4, length((base.order_sequence + t.seq - $14 + 1)::text)), '0'),
         t.status, t.deadline,
         case when t.seq % 10 = 0 then 'Dostava do 9h' else '' end,
         case when t.status = 'INCOMPLETE' then 'Deo robe stiže naknadno' else '' end,
         case when t.seq % 3 = 0 then (array['cash', 'wire_transfer', 'credit_card', 'revers', 'accounting'])[1 + t.seq % 5] end,
         case when t.status <> 'OPEN' then p.contact_id end,
         case when t.status <> 'OPEN' then p.contact_phone end,
         t.user_id, t.created_at, t.user_id,
         case t.status
           when 'OPEN' then t.created_at
           when 'IN_PROGRESS' then t.created_at + interval '20 minutes'
           else (t.deadline + time '10:00') at time zone $11::text end,
         case when t.status <> 'OPEN' then t.user_id end,
         case when t.status <> 'OPEN' then t.created_at + interval '20 minutes' end,
         case when t.status <> 'OPEN' then (array['email', 'phone', 'viber', 'whatsapp'])[1 + t.seq % 4] end,
         case when t.status = 'COMPLETED' then (t.deadline + time '10:00') at time zone $11::text end,
         case t.status when 'OPEN' then 0 when 'IN_PROGRESS' then 1 else 2 end
       from timed t cross join base
       join pairs p on p.pair_no = (t.seq * 7919) % $13::int
       order by t.seq
       returning id, status, created_at, last_updated_at, supplier_id
     ), articles_of as (
       select a.supplier_id, a.id, a.name, a.unit,
         (row_number() over (partition by a.supplier_id order by a.id) - 1)::int as k,
         count(*) over (partition by a.supplier_id)::int as n
       from articles a
       where a.supplier_id = any($3::int[]) and a.enabled and a.deleted_at is null
         and (a.venue_id is null or a.venue_id = $1)
     )
     -- 3 to 10 items an order; item j is article (7 id + 13 j) mod n of its supplier, as in generate-orders.ts.
     insert into order_items (venue_id, order_id, article_id, name, unit, amount, note, position, status,
       not_delivered_reason, delivered_amount, receive_note, created_at, updated_at)
     select $1, x.id, x.article_id, x.name, x.unit, x.amount,
       case when (x.id + x.j) % 50 = 0 then 'Molim sveže' else '' end,
       x.j, x.item_status,
       case x.item_status when 'INCOMPLETE' then 'ARRIVE_LATER' when 'NOT_DELIVERED' then 'NOT_AVAILABLE' end,
       case when x.item_status <> 'DELIVERED' then null
            when x.status = 'COMPLETED' and x.h in (1, 2) then round(x.amount / 2, 3)
            else x.amount end,
       case when x.item_status = 'INCOMPLETE' then 'Stiže naknadno'
            when x.item_status = 'NOT_DELIVERED' then 'Nema na stanju'
            when x.status = 'COMPLETED' and x.h in (1, 2) then 'Stiglo manje od poručenog'
            else '' end,
       x.created_at, x.last_updated_at
     from (
       select m.id, m.status, m.created_at, m.last_updated_at, a.id as article_id, a.name, a.unit, j.j,
         (m.id * 10 + j.j) % 100 as h,
         ((m.id * 3 + j.j * 5) % 20 + 1) * case a.unit when 'KG' then 0.5 when 'g' then 100 else 1 end as amount,
         case
           when m.status in ('OPEN', 'IN_PROGRESS') then 'PENDING'
           when m.status = 'INCOMPLETE' and (j.j = 0 or (j.j = 5 and m.id % 2 = 0)) then 'INCOMPLETE'
           when m.status = 'COMPLETED' and (m.id * 10 + j.j) % 100 = 0 then 'NOT_DELIVERED'
           else 'DELIVERED' end as item_status
       from made m
       cross join lateral generate_series(0, least(2 + m.id % 8, (select min(n) from articles_of) - 1)) j(j)
       join articles_of a on a.supplier_id = m.supplier_id and a.k = (m.id * 7 + j.j * 13) % a.n
     ) x
     order by x.id, x.j`,
    [
      venueId,
      pairs.map((pair) => pair.stationId),
      pairs.map((pair) => pair.supplierId),
      pairs.map((pair) => stationCode(pair.stationName)),
      pairs.map((pair) => pair.contactId),
      pairs.map((pair) => pair.contactPhone),
      orders,
      venueToday(now),
      EMBEDDED.historyDays,
      [open, open + inProgress, open + inProgress + incomplete],
      VENUE_TIME_ZONE,
      people.map((person) => person.id),
      pairs.length,
      batch.from,
      batch.to,
    ],
  );
  await pglite.query(`update venues set order_sequence = order_sequence + $2 where id = $1`, [
    venueId,
    batch.to - batch.from + 1,
  ]);
}

async function readEmbeddedFixtures(
  pglite: Pick<PGlite, 'query'>,
  venueId: number,
): Promise<EmbeddedFixtures> {
  const stations = await pglite.query<{ id: number }>(
    `select id from stations where venue_id = $1 and not is_warehouse and deleted_at is null order by id`,
    [venueId],
  );
  // Every 7th order: old and new, every status, both stations.
  const orders = await pglite.query<{ id: number }>(
    `select id from orders where venue_id = $1 and id % 7 = 0 order by id`,
    [venueId],
  );
  const count = await pglite.query<{ n: number }>(
    `select count(*)::int as n from orders where venue_id = $1`,
    [venueId],
  );
  const targets = await pglite.query<EmbeddedFixtures['createTargets'][number]>(
    `select ss.station_id as "stationId", ss.supplier_id as "supplierId",
       array(select a.id from articles a
             where a.supplier_id = ss.supplier_id and a.enabled and a.deleted_at is null
               and (a.venue_id is null or a.venue_id = ss.venue_id)
             order by a.id limit 3 offset ss.station_id % 5) as "articleIds"
     from station_suppliers ss
     join stations st on st.id = ss.station_id and not st.is_warehouse and st.deleted_at is null
     join suppliers s on s.id = ss.supplier_id and not s.is_market and s.deleted_at is null
     where ss.venue_id = $1
     order by ss.supplier_id, ss.station_id`,
    [venueId],
  );
  return {
    venueId,
    adminEmail: EMBEDDED_ADMIN_EMAIL,
    stationIds: stations.rows.map((row) => row.id),
    orderIds: orders.rows.map((row) => row.id),
    createTargets: targets.rows.filter((target) => target.articleIds.length === 3),
    orderCount: count.rows[0]!.n,
  };
}

/** Inserts EMBEDDED.sendQueueSize orders to send and EMBEDDED.queueSize to receive, with the PostgreSQL mode's own SQL. */
export function addWriteQueues(dataDir: string, venueId: number): Promise<WriteQueues> {
  return withPglite(dataDir, (pglite) =>
    prepareWriteQueues(benchClient(pglite), [
      { venueIds: [venueId], perVenue: EMBEDDED.sendQueueSize, receivePerVenue: EMBEDDED.queueSize },
    ]),
  );
}
