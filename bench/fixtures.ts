/**
 * What the load phases need from the bench data (ids of stations, suppliers, articles, orders), and the receive
 * queue: orders put back to IN_PROGRESS so each receive request has an order to receive. After the run, queue orders
 * left over are put back to COMPLETED and the orders the create phase made are deleted, so every run loads the same
 * data.
 */
import {
  BIG_VENUE_PIB,
  CREATED_ORDER_NOTE,
  RECEIVE_QUEUE_NOTE,
  SMALL_BENCH_VENUE_PIB,
  benchEmail,
} from './config';
import { type Client, one } from './db';

export interface StationSupplier {
  stationId: number;
  supplierId: number;
}

export interface CreateTarget extends StationSupplier {
  articleIds: number[];
}

/** What a report phase reads: the whole venue, one station, or one category of that station. */
export interface ReportTarget {
  venueId: number;
  stationId: number;
  categoryId: number;
}

export interface Fixtures {
  big: {
    venueId: number;
    adminEmail: string;
    /** Regular (non-warehouse) stations. */
    stationIds: number[];
    /** The station of the history comparison. */
    historyStationId: number;
    orderIds: number[];
    /** Linked regular station/supplier pairs. */
    pairs: StationSupplier[];
    createTargets: CreateTarget[];
    /** The reports' station (the history station) and its most ordered article category. */
    report: ReportTarget;
  };
  small: { venueId: number; adminEmail: string; stationId: number };
}

const venueIdOf = async (client: Client, pib: string) =>
  (await one<{ id: number }>(client, `select id from venues where pib = $1`, [pib])).id;

export async function readFixtures(client: Client): Promise<Fixtures> {
  const bigId = await venueIdOf(client, BIG_VENUE_PIB);
  const smallId = await venueIdOf(client, SMALL_BENCH_VENUE_PIB);
  const stations = await client.query<{ id: number }>(
    `select id from stations where venue_id = $1 and not is_warehouse and deleted_at is null order by id`,
    [bigId],
  );
  // Every 53rd order of the history: old and new, all statuses, all stations.
  const orders = await client.query<{ id: number }>(
    `select id from orders where venue_id = $1 and not is_custom and id % 53 = 0 order by id`,
    [bigId],
  );
  const pairs = await client.query<StationSupplier & { articleIds: number[] }>(
    `select ss.station_id as "stationId", ss.supplier_id as "supplierId",
       array(select a.id from articles a
             where a.supplier_id = ss.supplier_id and a.enabled and a.deleted_at is null
               and (a.venue_id is null or a.venue_id = ss.venue_id)
             order by a.id limit 3 offset ss.station_id % 50) as "articleIds"
     from station_suppliers ss
     join stations st on st.id = ss.station_id and not st.is_warehouse and st.deleted_at is null
     join suppliers s on s.id = ss.supplier_id and not s.is_market and s.deleted_at is null
     where ss.venue_id = $1
     order by (ss.station_id * 31 + ss.supplier_id) % 101, ss.station_id, ss.supplier_id
     limit 200`,
    [bigId],
  );
  const smallStation = await one<{ id: number }>(
    client,
    `select id from stations where venue_id = $1 and deleted_at is null order by id limit 1`,
    [smallId],
  );
  const stationIds = stations.rows.map((row) => row.id);
  if (stationIds.length === 0 || orders.rows.length === 0 || pairs.rows.length === 0) {
    throw new Error('The bench data lacks stations, orders or station suppliers');
  }
  const category = await one<{ id: number }>(
    client,
    `select a.category_id as id from orders o
     join order_items i on i.venue_id = o.venue_id and i.order_id = o.id
     join articles a on a.id = i.article_id
     where o.venue_id = $1 and o.station_id = $2
     group by a.category_id order by count(*) desc, a.category_id limit 1`,
    [bigId, stationIds[0]],
  );
  return {
    big: {
      venueId: bigId,
      adminEmail: benchEmail('admin'),
      stationIds,
      historyStationId: stationIds[0]!,
      orderIds: orders.rows.map((row) => row.id),
      pairs: pairs.rows.slice(0, 40).map(({ stationId, supplierId }) => ({ stationId, supplierId })),
      createTargets: pairs.rows.filter((row) => row.articleIds.length === 3),
      report: { venueId: bigId, stationId: stationIds[0]!, categoryId: category.id },
    },
    small: { venueId: smallId, adminEmail: benchEmail('small'), stationId: smallStation.id },
  };
}

/** Puts the bench data back as generated: leftover queue orders delivered, orders made by the create phase gone. */
export async function restoreBenchData(
  client: Client,
  venueId: number,
): Promise<{ restored: number; deleted: number }> {
  const restored = await client.query(
    `with leftover as (
       select id from orders where venue_id = $1 and status = 'IN_PROGRESS' and order_note = $2
     ), items as (
       update order_items i set status = 'DELIVERED', delivered_amount = i.amount, updated_at = now()
       from leftover where i.order_id = leftover.id and i.venue_id = $1
     )
     update orders o set status = 'COMPLETED', completed_at = now(), version = o.version + 1, last_updated_at = now()
     from leftover where o.id = leftover.id`,
    [venueId, RECEIVE_QUEUE_NOTE],
  );
  const deleted = await client.query(`delete from orders where venue_id = $1 and order_note = $2`, [
    venueId,
    CREATED_ORDER_NOTE,
  ]);
  return { restored: restored.rowCount ?? 0, deleted: deleted.rowCount ?? 0 };
}
