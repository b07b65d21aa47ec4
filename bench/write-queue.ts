/**
 * What the write phases (docs/perf/README.md) need: per small venue one station, its suppliers with three articles
 * and a contact (spread), and queue orders to send (OPEN, 3 items) and to receive (IN_PROGRESS, 10 items), inserted
 * before the phases and deleted after them with everything the phases made, so every run loads the same data.
 */
import {
  BIG_VENUE_PIB,
  benchEmail,
  CREATED_ORDER_NOTE,
  SEND_QUEUE_NOTE,
  SMALL,
  SMALL_VENUE_PIB_PATTERN,
  WRITE_RECEIVE_QUEUE_NOTE,
} from './config';
import type { Client } from './db';

export interface SpreadSupplier {
  supplierId: number;
  contactId: number;
  articleIds: number[];
}

export interface SpreadVenue {
  venueId: number;
  email: string;
  stationId: number;
  suppliers: SpreadSupplier[];
}

/** A queue order: its venue and its items in list order. */
export interface WriteQueueOrder {
  venueId: number;
  orderId: number;
  contactId: number | null;
  itemIds: number[];
}

export interface WriteQueues {
  send: WriteQueueOrder[];
  receive: WriteQueueOrder[];
}

/** The small venues in their number order, each with its first station and that station's suppliers. */
export async function readSpreadVenues(client: Client): Promise<SpreadVenue[]> {
  const { rows } = await client.query<SpreadVenue & { pib: string }>(
    `select v.id as "venueId", v.pib, st.id as "stationId",
       coalesce((select json_agg(json_build_object(
           'supplierId', ss.supplier_id,
           'contactId', (select min(c.id) from supplier_contacts c
                         where c.venue_id = v.id and c.supplier_id = ss.supplier_id and c.deleted_at is null),
           'articleIds', array(select a.id from articles a
                               where a.supplier_id = ss.supplier_id and a.enabled and a.deleted_at is null
                                 and (a.venue_id is null or a.venue_id = v.id)
                               order by a.id limit 3))
         order by ss.supplier_id)
         from station_suppliers ss where ss.venue_id = v.id and ss.station_id = st.id), '[]') as suppliers
     from venues v
     cross join lateral (select id from stations where venue_id = v.id and deleted_at is null
                         and not is_warehouse order by id limit 1) st
     where v.pib like $1
     order by v.pib`,
    [SMALL_VENUE_PIB_PATTERN],
  );
  if (rows.length !== SMALL.count)
    throw new Error(`Expected ${SMALL.count} small venues, found ${rows.length}`);
  return rows.map((row, index) => ({
    venueId: row.venueId,
    email: benchEmail(`venue${String(index + 1).padStart(2, '0')}`),
    stationId: row.stationId,
    suppliers: row.suppliers.filter((s) => s.articleIds.length === 3 && s.contactId !== null),
  }));
}

/**
 * Inserts `perVenue` queue orders of each kind for every venue, round-robin over the venue's regular station and
 * supplier links (consecutive ids change station), and answers both queues in id order. The small venues order on
 * PRO, since receiving moves an item to a new order (a PRO feature).
 */
export async function prepareWriteQueues(
  client: Client,
  /** `perVenue` orders to send and, unless `receivePerVenue` says otherwise, as many to receive. */
  groups: readonly { venueIds: readonly number[]; perVenue: number; receivePerVenue?: number }[],
): Promise<WriteQueues> {
  const venueIds = groups.flatMap((group) => group.venueIds);
  await client.query(
    `update subscriptions set plan = 'PRO' where plan <> 'PRO'
       and venue_id in (select id from venues where pib like $1)`,
    [SMALL_VENUE_PIB_PATTERN],
  );
  await removeWriteQueues(client, venueIds);
  for (const { venueIds: ids, perVenue, receivePerVenue } of groups) {
    await insertQueue(client, ids, perVenue, { note: SEND_QUEUE_NOTE, status: 'OPEN', items: 3 });
    await insertQueue(client, ids, receivePerVenue ?? perVenue, {
      note: WRITE_RECEIVE_QUEUE_NOTE,
      status: 'IN_PROGRESS',
      items: 10,
    });
  }
  await client.query('analyze orders, order_items');
  return {
    send: await readQueue(client, venueIds, SEND_QUEUE_NOTE),
    receive: await readQueue(client, venueIds, WRITE_RECEIVE_QUEUE_NOTE),
  };
}

/**
 * Queue orders per statement and venue. Every new order updates its station's counter rows (a row trigger), and
 * in one transaction each update adds a row version the next one walks past: one statement of 30 000 orders took
 * minutes. Committed batches let PostgreSQL prune the versions between them.
 */
const QUEUE_BATCH = 2_000;

async function insertQueue(
  client: Client,
  venueIds: readonly number[],
  perVenue: number,
  kind: { note: string; status: 'OPEN' | 'IN_PROGRESS'; items: number },
): Promise<void> {
  for (let first = 0; first < perVenue; first += QUEUE_BATCH)
    await insertQueueBatch(client, venueIds, first, Math.min(perVenue, first + QUEUE_BATCH), kind);
}

/** Each venue's queue orders number `first` to `end` - 1, in one autocommit statement. */
async function insertQueueBatch(
  client: Client,
  venueIds: readonly number[],
  first: number,
  end: number,
  kind: { note: string; status: 'OPEN' | 'IN_PROGRESS'; items: number },
): Promise<void> {
  const prefix = kind.status === 'OPEN' ? 'BQS' : 'BQR';
  await client.query(
    `with links as (
       select ss.venue_id, ss.station_id, ss.supplier_id,
         (row_number() over (partition by ss.venue_id order by ss.supplier_id, ss.station_id) - 1)::int as link_no,
         (select min(c.id) from supplier_contacts c
           where c.venue_id = ss.venue_id and c.supplier_id = ss.supplier_id and c.deleted_at is null) as contact_id,
         (select u.id from users u where u.venue_id = ss.venue_id order by u.id limit 1) as user_id
       from station_suppliers ss
       join stations st on st.id = ss.station_id and not st.is_warehouse and st.deleted_at is null
       join suppliers s on s.id = ss.supplier_id and not s.is_market and s.deleted_at is null
       where ss.venue_id = any($1::int[])
     ), venue_links as (
       select venue_id, count(*)::int as links from links group by venue_id
     ), picked as (
       select l.*, g.n from generate_series($7::int, $2::int - 1) as g(n)
       cross join venue_links c
       join links l on l.venue_id = c.venue_id and l.link_no = (g.n * 7) % c.links
     ), made as (
       insert into orders (venue_id, station_id, supplier_id, order_number, status, deadline, order_note,
         supplier_contact_id, created_by_id, last_updated_by_id, sent_by_id, sent_at)
       select venue_id, station_id, supplier_id, $3 || '-' || n, $4, current_date, $5,
         contact_id, user_id, user_id,
         case when $4 = 'IN_PROGRESS' then user_id end, case when $4 = 'IN_PROGRESS' then now() end
       from picked order by n, venue_id
       returning id, venue_id, supplier_id
     )
     insert into order_items (venue_id, order_id, article_id, name, unit, amount, position)
     select m.venue_id, m.id, a.id, a.name, a.unit, 4, a.position
     from made m cross join lateral (
       select id, name, unit, (row_number() over (order by id) - 1)::int as position from articles
       where supplier_id = m.supplier_id and enabled and deleted_at is null
         and (venue_id is null or venue_id = m.venue_id)
       order by id limit $6) a`,
    [venueIds, end, prefix, kind.status, kind.note, kind.items, first],
  );
}

async function readQueue(client: Client, venueIds: readonly number[], note: string) {
  const { rows } = await client.query<WriteQueueOrder>(
    `select o.venue_id as "venueId", o.id as "orderId", o.supplier_contact_id as "contactId",
       array_agg(i.id order by i.position, i.id) as "itemIds"
     from orders o join order_items i on i.order_id = o.id and i.venue_id = o.venue_id
     where o.venue_id = any($1::int[]) and o.order_note = $2
     group by o.id order by o.id`,
    [venueIds, note],
  );
  return rows;
}

/**
 * Deletes the queue orders, the orders they moved items to, the orders the create phases made, and the mail the
 * receipts queued for the venues' admins.
 */
export async function removeWriteQueues(client: Client, venueIds: readonly number[]): Promise<number> {
  await client.query(
    `delete from orders where venue_id = any($1::int[])
       and source_order_id in (select id from orders where venue_id = any($1::int[]) and order_note = any($2))`,
    [venueIds, [SEND_QUEUE_NOTE, WRITE_RECEIVE_QUEUE_NOTE, CREATED_ORDER_NOTE]],
  );
  const { rowCount } = await client.query(
    `delete from orders where venue_id = any($1::int[]) and order_note = any($2)`,
    [venueIds, [SEND_QUEUE_NOTE, WRITE_RECEIVE_QUEUE_NOTE, CREATED_ORDER_NOTE]],
  );
  await client.query(`delete from mail_outbox where venue_id = any($1::int[])`, [venueIds]);
  return rowCount ?? 0;
}

/** The big venue and the small ones: every venue the write phases write to. */
export async function writeVenueIds(client: Client): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `select id from venues where pib = $1 or pib like $2 order by id`,
    [BIG_VENUE_PIB, SMALL_VENUE_PIB_PATTERN],
  );
  return rows.map((row) => row.id);
}
