/**
 * Generation, part 2: every bench venue's order history and its items, in two set-based statements, then the venue
 * order sequences and the trigger-kept order_counters recomputed exactly (the trigger may be off during the load).
 *
 * Statuses follow demo-orders-data.ts: OPEN and IN_PROGRESS orders have PENDING items; INCOMPLETE orders were
 * received with some items arriving later (INCOMPLETE, ARRIVE_LATER) and the rest DELIVERED; COMPLETED orders have
 * every item resolved (DELIVERED in full or in part, or NOT_DELIVERED with NOT_AVAILABLE).
 */
import { VENUE_TIME_ZONE } from '@/domain/shared/dates';
import { BIG, STATUS_BASIS_POINTS } from './config';
import { type Client, step } from './db';

export async function loadOrders(client: Client, today: string): Promise<void> {
  await step('station/supplier pairs', () => loadPairs(client));
  await step('orders', () => insertOrders(client, today));
  await step('order sequences and counters', () => recount(client));
}

export async function loadItems(client: Client): Promise<void> {
  await step(`order items (${BIG.itemsPerOrder} per order)`, () => insertItems(client));
  await step('order summaries', () => summarise(client));
}

async function loadPairs(client: Client) {
  await client.query(`create temp table bench_pairs as
    select ss.venue_id, (row_number() over (partition by ss.venue_id order by ss.station_id, ss.supplier_id) - 1)::int as pair_no,
      ss.station_id, ss.supplier_id, s.is_market as is_custom, st.code, c.id as contact_id, c.phone as contact_phone
    from station_suppliers ss
    join bench_venues v on v.venue_id = ss.venue_id
    join bench_stations st on st.station_id = ss.station_id
    join bench_suppliers s on s.supplier_id = ss.supplier_id
    left join lateral (
      select id, phone from supplier_contacts c
      where c.venue_id = ss.venue_id and c.supplier_id = ss.supplier_id order by id limit 1
    ) c on true`);
  await client.query(`create index on bench_pairs (venue_id, pair_no)`);
  await client.query(
    `update bench_venues v set n_pairs = (select count(*) from bench_pairs p where p.venue_id = v.venue_id)`,
  );
  await client.query(`analyze bench_pairs, bench_venues`);
  const { rows } = await client.query(`select venue_id from bench_venues where n_pairs = 0`);
  if (rows.length > 0) throw new Error('A bench venue has no station/supplier pair to order from');
}

async function insertOrders(client: Client, today: string) {
  const { open, inProgress, incomplete } = STATUS_BASIS_POINTS;
  // r counts back from the newest order (0). Deadlines spread the history evenly over BIG.historyDays; drafts are
  // due in the next days. Pairs are picked with a prime stride so every station and supplier gets orders.
  await client.query(
    `insert into orders (venue_id, station_id, supplier_id, is_custom, order_number, status, deadline, order_note,
       receiving_note, payment_method, supplier_contact_id, supplier_contact_number, created_by_id, created_at,
       last_updated_by_id, last_updated_at, sent_by_id, sent_at, sent_via, completed_at, version)
     select g.venue_id, p.station_id, p.supplier_id, p.is_custom,
       p.code || '-' || lpad(g.seq::text, greatest(4, length(g.seq::text)), '0'),
       g.status, g.deadline,
       case when g.seq % 10 = 0 then 'Dostava do 9h' else '' end,
       case when g.status = 'INCOMPLETE' then 'Deo robe stiže naknadno' else '' end,
       case when g.seq % 3 = 0 then (array['cash', 'wire_transfer', 'credit_card', 'revers', 'accounting'])[1 + g.seq % 5] end,
       case when g.status <> 'OPEN' and not p.is_custom then p.contact_id end,
       case when g.status <> 'OPEN' and not p.is_custom then p.contact_phone end,
       g.admin_id, g.created_at,
       g.admin_id,
       case g.status
         when 'OPEN' then g.created_at
         when 'IN_PROGRESS' then g.created_at + interval '20 minutes'
         else (g.deadline + time '10:00') at time zone $4::text end,
       case when g.status <> 'OPEN' then g.admin_id end,
       case when g.status <> 'OPEN' then g.created_at + interval '20 minutes' end,
       case when g.status <> 'OPEN' then (array['email', 'phone', 'viber', 'whatsapp'])[1 + g.seq % 4] end,
       case when g.status = 'COMPLETED' then (g.deadline + time '10:00') at time zone $4::text end,
       case g.status when 'OPEN' then 0 when 'IN_PROGRESS' then 1 else 2 end
     from (
       select s.*,
         least(((s.deadline - 1 - s.r % 2) + time '07:00' + (s.seq % 480) * interval '1 minute') at time zone $4::text,
               now() - interval '1 hour' - s.r * interval '1 minute') as created_at
       from (
         select v.venue_id, v.admin_id, v.n_pairs, gs.seq, v.order_count - gs.seq as r,
           st.status,
           case when st.status = 'OPEN' then $1::date + 1 + (v.order_count - gs.seq) % 5
                else $1::date + 2 - ((v.order_count - gs.seq)::bigint * $2 / v.order_count)::int end as deadline
         from bench_venues v
         cross join lateral generate_series(1, v.order_count) gs(seq)
         cross join lateral (select case
           when (v.order_count - gs.seq)::bigint * 10000 < ($3::int[])[1]::bigint * v.order_count then 'OPEN'
           when (v.order_count - gs.seq)::bigint * 10000 < ($3::int[])[2]::bigint * v.order_count then 'IN_PROGRESS'
           when (v.order_count - gs.seq)::bigint * 10000 < ($3::int[])[3]::bigint * v.order_count then 'INCOMPLETE'
           else 'COMPLETED' end as status) st
       ) s
     ) g
     join bench_pairs p on p.venue_id = g.venue_id and p.pair_no = (g.seq * 7919) % g.n_pairs
     order by g.venue_id, g.seq`,
    [today, BIG.historyDays, [open, open + inProgress, open + inProgress + incomplete], VENUE_TIME_ZONE],
  );
}

async function recount(client: Client) {
  await client.query(`update venues v set order_sequence = b.order_count, updated_at = now()
    from bench_venues b where v.id = b.venue_id`);
  // The same statement as the order_counters migration's backfill, limited to the bench venues.
  await client.query(`delete from order_counters where venue_id in (select venue_id from bench_venues)`);
  await client.query(`insert into order_counters (venue_id, station_id, is_custom, supplier_id, status, count)
    select venue_id, station_id, is_custom, coalesce(supplier_id, 0), status, count(*)::int
    from orders where venue_id in (select venue_id from bench_venues)
    group by venue_id, station_id, is_custom, coalesce(supplier_id, 0), status`);
  // The per-station totals too (migration order_summaries_triggers).
  await client.query(
    `delete from station_order_counters where venue_id in (select venue_id from bench_venues)`,
  );
  await client.query(`insert into station_order_counters (venue_id, station_id, is_custom, status, count)
    select venue_id, station_id, is_custom, status, count(*)::int
    from orders where venue_id in (select venue_id from bench_venues)
    group by venue_id, station_id, is_custom, status`);
  // The report stamps of the months with sent orders, as the report_versions_triggers migration backfills them.
  await client.query(`insert into report_month_versions (venue_id, month, station_id, version)
    select venue_id, date_trunc('month', deadline)::date, station_id, count(*) from orders
    where venue_id in (select venue_id from bench_venues) and status in ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED')
    group by 1, 2, 3
    on conflict (venue_id, month, station_id) do nothing`);
}

/** orders.items_count and has_shortfall, as the order_items trigger keeps them (it may be off during the load). */
async function summarise(client: Client) {
  await client.query(`update orders o set items_count = s.items_count, has_shortfall = s.has_shortfall
    from (
      select i.order_id, count(*)::int as items_count,
        bool_or(i.status in ('NOT_DELIVERED', 'MOVE_TO_NEW', 'INCOMPLETE', 'PARTIALLY_ARRIVED')
          or (i.status = 'DELIVERED' and i.delivered_amount < i.amount)) as has_shortfall
      from order_items i where i.venue_id in (select venue_id from bench_venues) group by i.order_id
    ) s
    where o.id = s.order_id`);
}

async function insertItems(client: Client) {
  // Item j of an order is article (7 id + 13 j) mod n of its supplier: ten different articles (n is not a multiple
  // of 13). Amounts are whole pieces/litres, half kilograms or 100 g steps.
  await client.query(
    `insert into order_items (venue_id, order_id, article_id, name, unit, amount, note, position, status,
       not_delivered_reason, delivered_amount, receive_note, created_at, updated_at)
     select x.venue_id, x.order_id, x.article_id, x.name, x.unit, x.amount,
       case when (x.order_id + x.j) % 50 = 0 then 'Molim sveže' else '' end,
       x.j, x.item_status,
       case x.item_status when 'INCOMPLETE' then 'ARRIVE_LATER' when 'NOT_DELIVERED' then 'NOT_AVAILABLE' end,
       case when x.item_status <> 'DELIVERED' then null
            when x.order_status = 'COMPLETED' and x.h in (1, 2) then round(x.amount / 2, 3)
            else x.amount end,
       case when x.item_status = 'INCOMPLETE' then 'Stiže naknadno'
            when x.item_status = 'NOT_DELIVERED' then 'Nema na stanju'
            when x.order_status = 'COMPLETED' and x.h in (1, 2) then 'Stiglo manje od poručenog'
            else '' end,
       x.created_at, x.updated_at
     from (
       select o.venue_id, o.id as order_id, o.status as order_status, o.created_at, o.last_updated_at as updated_at,
         a.article_id, a.name, a.unit, j.j, (o.id * 10 + j.j) % 100 as h,
         ((o.id * 3 + j.j * 5) % 20 + 1) * case a.unit when 'KG' then 0.5 when 'g' then 100 else 1 end as amount,
         case
           when o.status in ('OPEN', 'IN_PROGRESS') then 'PENDING'
           when o.status = 'INCOMPLETE' and (j.j = 0 or (j.j = 5 and o.id % 2 = 0)) then 'INCOMPLETE'
           when o.status = 'COMPLETED' and (o.id * 10 + j.j) % 100 = 0 then 'NOT_DELIVERED'
           else 'DELIVERED' end as item_status
       from orders o
       join bench_suppliers s on s.supplier_id = o.supplier_id
       cross join generate_series(0, $1 - 1) j(j)
       join bench_articles a on a.supplier_id = o.supplier_id and a.k = (o.id * 7 + j.j * 13) % s.article_count
       where o.venue_id in (select venue_id from bench_venues)
     ) x
     -- An order's items side by side on disk, as when a real order is saved.
     order by x.order_id, x.j`,
    [BIG.itemsPerOrder],
  );
}
