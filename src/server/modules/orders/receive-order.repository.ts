/**
 * A receipt in two statements inside its transaction (decision 0010): one read that locks the order and brings
 * everything the use case decides on (visibility, plan, items, what the shortfall mail names and to whom), and one
 * write that resolves the items, moves the order on and, when items moved, numbers and inserts their new order. The
 * write runs last so the station's number row is held from there to the commit only.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ItemUpdate } from '../../../domain/orders/receive';
import type { Language, Plan } from '../../../domain/shared/enums';
import type { Executor } from '../../db/client';
import { runPreparedSql } from '../../db/prepared';
import { orderItems, orders, stations, subscriptions, suppliers, users, venues } from '../../db/schema';
import type { VenueCaller } from '../../types';
import { visibleStationCondition } from '../stations/stations.repository';
import { orderNumberSql } from './create-order.repository';
import type { OrderItemRow, OrderRow } from './orders.repository';

export interface NotifiedAdmin {
  id: number;
  name: string;
  email: string;
  language: Language;
}

export interface ReceiptFacts {
  order: OrderRow;
  items: OrderItemRow[];
  stationVisible: boolean;
  /** Null when the venue has no subscription. */
  plan: Plan | null;
  trialEndsAt: Date | null;
  /** The venue's admins with e-mail notifications on, and what the shortfall mail names. */
  admins: NotifiedAdmin[];
  venueName: string;
  stationName: string;
  supplierName: string;
  receivedBy: string;
}

/**
 * The order locked with its items and the facts of the receipt, in one round trip; undefined when the venue has no
 * such order. Items read in the same statement as the lock come from the statement's snapshot, taken before a wait
 * for the lock: when a writer that held the order committed meanwhile (the locked row is newer than the snapshot's),
 * the read is made again, now that the lock is ours, so the items are never older than the order.
 */
export async function lockReceiptFacts(
  tx: Executor,
  caller: VenueCaller,
  orderId: number,
): Promise<ReceiptFacts | undefined> {
  for (;;) {
    const facts = await readReceiptFacts(tx, caller, orderId);
    if (!facts || !facts.stale) return facts?.facts;
  }
}

async function readReceiptFacts(tx: Executor, caller: VenueCaller, orderId: number) {
  const { venueId } = caller;
  const rows = await tx
    .select({
      order: orders,
      item: orderItems,
      lockedXmin: sql<string>`${orders}.xmin::text`,
      snapshotXmin: sql<string | null>`(select o2.xmin::text from ${orders} o2
        where o2.venue_id = ${venueId} and o2.id = ${orderId})`,
      stationVisible: sql<boolean>`exists (select 1 from ${stations}
        where ${stations.id} = ${orders.stationId} and ${visibleStationCondition(caller)})`,
      plan: sql<Plan | null>`(select ${subscriptions.plan} from ${subscriptions}
        where ${subscriptions.venueId} = ${venueId})`,
      trialEndsAt: sql<Date | null>`(select ${subscriptions.trialEndsAt} from ${subscriptions}
        where ${subscriptions.venueId} = ${venueId})`.mapWith(subscriptions.trialEndsAt),
      admins: sql<NotifiedAdmin[]>`(select coalesce(json_agg(json_build_object('id', ${users.id},
          'name', ${users.name}, 'email', ${users.email}, 'language', ${users.language}) order by ${users.id}), '[]')
        from ${users} where ${users.venueId} = ${venueId} and ${users.role} = 'ROLE_ADMIN'
          and ${users.emailNotificationsOn} and not ${users.disabled})`,
      venueName: sql<string | null>`(select ${venues.name} from ${venues} where ${venues.id} = ${venueId})`,
      stationName: sql<string | null>`(select ${stations.name} from ${stations}
        where ${stations.venueId} = ${venueId} and ${stations.id} = ${orders.stationId})`,
      supplierName: sql<string | null>`(select ${suppliers.name} from ${suppliers}
        where ${suppliers.id} = ${orders.supplierId})`,
      receivedBy: sql<string | null>`(select ${users.name} from ${users}
        where ${users.id} = ${caller.userId} and ${users.venueId} = ${venueId})`,
    })
    .from(orders)
    .leftJoin(orderItems, and(eq(orderItems.venueId, orders.venueId), eq(orderItems.orderId, orders.id)))
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)))
    .orderBy(asc(orderItems.position), asc(orderItems.id))
    .for('update', { of: orders });
  const [first] = rows;
  if (!first) return undefined;
  const admins =
    typeof first.admins === 'string' ? (JSON.parse(first.admins) as NotifiedAdmin[]) : first.admins;
  return {
    stale: first.lockedXmin !== first.snapshotXmin,
    facts: {
      order: first.order,
      items: rows.flatMap((row) => (row.item ? [row.item] : [])),
      stationVisible: first.stationVisible,
      plan: first.plan,
      trialEndsAt: first.trialEndsAt,
      admins,
      venueName: first.venueName ?? '',
      stationName: first.stationName ?? '',
      supplierName: first.supplierName ?? '',
      receivedBy: first.receivedBy ?? '',
    } satisfies ReceiptFacts,
  };
}

export interface ReceiptWrite {
  venueId: number;
  order: Pick<OrderRow, 'id' | 'stationId' | 'supplierId' | 'isCustom'>;
  updates: readonly ItemUpdate[];
  status: 'INCOMPLETE' | 'COMPLETED';
  receivingNote: string;
  /** SPEC §4 MOVE_TO_NEW: the moved items in full, for a new OPEN order of the same station and supplier. */
  moved: readonly OrderItemRow[];
  /** The venue's today, the new order's deadline. */
  today: string;
  userId: number;
  now: Date;
}

/**
 * `written` false means nothing was written: items moved and the station's block of numbers is used up
 * (reserveOrderNumbers, then run it again).
 */
export interface ReceiptWritten {
  written: boolean;
  newOrderId: number | null;
  newOrderNumber: string | null;
}

/**
 * The receipt's one write: the moved items' new order (its number from the station's block, the order, its items,
 * each remembering the item it came from, with empty notes), every item's outcome and the order's new state.
 */
export async function writeReceipt(tx: Executor, input: ReceiptWrite): Promise<ReceiptWritten> {
  const { venueId } = input;
  const now = input.now.toISOString();
  const hasMoved = input.moved.length > 0;
  const moved = JSON.stringify(
    input.moved.map((item, position) => ({
      article_id: item.articleId,
      name: item.name,
      unit: item.unit,
      amount: item.amount,
      position,
      moved_from_item_id: item.id,
    })),
  );
  const updates = JSON.stringify(
    input.updates.map((update) => ({
      id: update.id,
      status: update.status,
      delivered_amount: update.deliveredAmount,
      reason: update.notDeliveredReason,
      receive_note: update.receiveNote,
    })),
  );
  const [row] = await runPreparedSql<ReceiptWritten>(
    tx,
    'receive_order',
    sql`with numbered as (
          update ${stations} set order_number_next = order_number_next + 1
          where venue_id = ${venueId} and id = ${input.order.stationId} and order_number_next < order_number_end
            and ${hasMoved}::boolean
          returning order_number_next as n, name
        ), ready as (
          select not ${hasMoved}::boolean or exists (select 1 from numbered) as ok
        ), made as (
          insert into ${orders} (venue_id, station_id, supplier_id, is_custom, order_number, status, deadline,
            order_note, payment_method, created_by_id, created_at, last_updated_by_id, last_updated_at,
            source_order_id, items_count)
          select ${venueId}, ${input.order.stationId}, ${input.order.supplierId}::int, ${input.order.isCustom}::boolean,
            ${orderNumberSql(sql`numbered.name`, sql`numbered.n`)}, 'OPEN', ${input.today}::date, '', null,
            ${input.userId}::int, ${now}::timestamptz, ${input.userId}::int, ${now}::timestamptz,
            ${input.order.id}::int, jsonb_array_length(${moved}::jsonb)
          from numbered
          returning id, venue_id, order_number
        ), moved_items as (
          insert into ${orderItems} (venue_id, order_id, article_id, name, unit, amount, note, position,
            moved_from_item_id)
          select made.venue_id, made.id, m.article_id, m.name, m.unit, m.amount::numeric, '', m.position,
            m.moved_from_item_id
          from made, jsonb_to_recordset(${moved}::jsonb)
            as m(article_id int, name text, unit text, amount text, position int, moved_from_item_id int)
        ), resolved as (
          update ${orderItems} as i
          set status = r.status, delivered_amount = r.delivered_amount::numeric, not_delivered_reason = r.reason,
            receive_note = r.receive_note,
            move_to_order_id = case when r.status = 'MOVE_TO_NEW' then (select id from made) end, updated_at = now()
          from jsonb_to_recordset(${updates}::jsonb)
            as r(id int, status text, delivered_amount text, reason text, receive_note text)
          where i.id = r.id and i.venue_id = ${venueId} and (select ok from ready)
        ), received as (
          update ${orders}
          set status = ${input.status}::text, receiving_note = ${input.receivingNote}::text,
            completed_at = case when ${input.status}::text = 'COMPLETED' then ${now}::timestamptz end,
            new_order_id = coalesce((select id from made), new_order_id),
            last_updated_by_id = ${input.userId}::int, last_updated_at = ${now}::timestamptz, version = version + 1
          where venue_id = ${venueId} and id = ${input.order.id} and (select ok from ready)
        )
        select (select ok from ready) as written, (select id from made) as "newOrderId",
          (select order_number from made) as "newOrderNumber"`,
  );
  return row!;
}
