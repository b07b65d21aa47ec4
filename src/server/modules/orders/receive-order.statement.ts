/**
 * HAND-WRITTEN SQL (docs/ARCHITECTURE.md, "When SQL is written by hand"): a receipt in two statements, each atomic
 * on its own (decision 0010). `readReceiptFacts` is one read of everything the use case decides on (visibility, plan,
 * items, what the shortfall mail names and to whom: receive-order.statement.test.ts "reads the order, its items in
 * order, the plan with its trial end, and whom the mail names"); `writeReceipt` is one write that applies the
 * decision only if the order is still at the version read. No transaction stays open between them, so the order's and
 * the station's rows are held for the write statement only. Each CTE of the write applies one domain rule, and a test
 * pins it:
 *
 * | CTE         | the rule it applies                      | the test that pins it                       |
 * | ----------- | ---------------------------------------- | ------------------------------------------- |
 * | target      | the order at the version the decision    | receive-order.statement.test.ts "writes     |
 * |             | was made on, locked; at any other        | nothing when the order moved on since the   |
 * |             | version nothing is written               | read: no outcome, no new order, no number,  |
 * |             |                                          | no mail"; receive.routes.test.ts "two       |
 * |             |                                          | people receiving the same order at once:    |
 * |             |                                          | one succeeds, the other gets 409, nothing   |
 * |             |                                          | is duplicated"                              |
 * | taken,      | the moved items' new order takes the     | receive.routes.test.ts "partial, moved and  |
 * | numbered    | next number of the station's block, or   | later items: INCOMPLETE, a new OPEN order   |
 * |             | of a new block when it is used up        | today with the moved item, then a later     |
 * |             | (take_order_number, always a number)     | receipt completes it"; order-number-        |
 * |             |                                          | contention.routes.test.ts                   |
 * | ready       | the write goes on only at the version    | receive-order.statement.test.ts "writes     |
 * |             | read                                     | nothing when the order moved on since the   |
 * |             |                                          | read…"                                      |
 * | made        | MOVE_TO_NEW (domain receiveOutcome): one | receive.routes.test.ts "partial, moved and  |
 * |             | new OPEN order of the same station and   | later items…"                               |
 * |             | supplier, dated the venue's today        |                                             |
 * | moved_items | the moved items on it, each remembering  | receive.routes.test.ts "partial, moved and  |
 * |             | the item it came from and keeping its    | later items…"; receive-prices.routes.test.  |
 * |             | ordered price                            | ts "a moved item keeps its ordered price"   |
 * | resolved    | every item's outcome as receiveOutcome   | receive.routes.test.ts "everything arrived: |
 * |             | decided it, with the price paid (a point | the order is COMPLETED and leaves the       |
 * |             | of the article's price history)          | expected list", "partial, moved and later   |
 * |             |                                          | items…"; receive-prices.routes.test.ts      |
 * |             |                                          | "stores the price paid per line"            |
 * | received    | the order INCOMPLETE or COMPLETED with   | receive.routes.test.ts "refuses a receipt   |
 * |             | its note and shortfall; its version      | made on a stale copy (version) with 409"    |
 * |             | moves on                                 |                                             |
 * | mailed      | the shortfall mail to the admins with    | receive-order.statement.test.ts "writes all |
 * |             | notifications on, naming the new order   | of it at the version read, the new number   |
 * |             | by the number made here (its slot filled | in the mail in place of its slot";          |
 * |             | once, here) and returned to the service  | receive.routes.test.ts "names the moved     |
 * |             | as stored                                | items' new order by its number, in the html |
 * |             |                                          | and the text"                               |
 */
import { sql } from 'drizzle-orm';
import type { ItemUpdate } from '@/domain/orders/receive';
import type { Language, Plan } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { runPreparedSql } from '@/server/db/prepared';
import {
  mailOutbox,
  orderItems,
  orders,
  stations,
  subscriptions,
  suppliers,
  users,
  venueMemberships,
  venues,
} from '@/server/db/schema';
import type { OutgoingMail } from '@/server/mail/mailer';
import type { NewOutboxRow } from '@/server/mail/outbox.repository';
import type { VenueCaller } from '@/server/types';
import { orderNumberSql, takeOrderNumberSql } from './create-order.statement';
import type { OrderItemRow, OrderRow } from './orders.repository';
import { visibleStationCondition } from '@/server/shared/station-visibility';

export interface NotifiedAdmin {
  id: number;
  name: string;
  email: string;
  language: Language;
}

/** What a receipt needs of the order. */
export type ReceiptOrder = Pick<
  OrderRow,
  'id' | 'stationId' | 'supplierId' | 'isCustom' | 'status' | 'version' | 'orderNumber' | 'deadline'
>;

/** What a receipt needs of an item: its outcome, the moved items' copy, and what the shortfall mail names. */
export type ReceiptItem = Pick<
  OrderItemRow,
  | 'id'
  | 'articleId'
  | 'name'
  | 'unit'
  | 'amount'
  | 'unitPrice'
  | 'status'
  | 'deliveredAmount'
  | 'notDeliveredReason'
>;

export interface ReceiptFacts {
  order: ReceiptOrder;
  items: ReceiptItem[];
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

/** The read's row: JSON, text, booleans and integers only, so both engines answer alike (prepared.ts). */
type ReceiptFactsRow = Omit<ReceiptFacts, 'trialEndsAt'> & { trialEndsAt: string | null };

/**
 * The order with its items and the facts of the receipt, as committed now, in one prepared statement; undefined
 * when the venue has no such order. Nothing is locked: the write takes the order only if its version is still the
 * one read here.
 */
export async function readReceiptFacts(
  db: Executor,
  caller: VenueCaller,
  orderId: number,
): Promise<ReceiptFacts | undefined> {
  const { venueId } = caller;
  const [row] = await runPreparedSql<ReceiptFactsRow>(
    db,
    'receipt_facts',
    sql`select json_build_object('id', o.id, 'stationId', o.station_id, 'supplierId', o.supplier_id,
          'isCustom', o.is_custom, 'status', o.status, 'version', o.version, 'orderNumber', o.order_number,
          'deadline', o.deadline::text) as "order",
        coalesce((select json_agg(json_build_object('id', i.id, 'articleId', i.article_id, 'name', i.name,
            'unit', i.unit, 'amount', i.amount::text, 'unitPrice', i.unit_price::text, 'status', i.status,
            'deliveredAmount', i.delivered_amount::text, 'notDeliveredReason', i.not_delivered_reason)
            order by i.position, i.id)
          from ${orderItems} i where i.venue_id = o.venue_id and i.order_id = o.id), '[]') as items,
        exists (select 1 from ${stations}
          where ${stations.id} = o.station_id and ${visibleStationCondition(caller)}) as "stationVisible",
        sub.plan,
        to_char(sub.trial_ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "trialEndsAt",
        (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email,
            'language', u.language) order by u.id), '[]')
          from ${users} u join ${venueMemberships} m on m.user_id = u.id
          where m.venue_id = o.venue_id and m.role = 'ROLE_ADMIN'
            and u.email_notifications_on and not u.disabled) as admins,
        coalesce((select v.name from ${venues} v where v.id = o.venue_id), '') as "venueName",
        coalesce((select st.name from ${stations} st where st.venue_id = o.venue_id and st.id = o.station_id), '')
          as "stationName",
        coalesce((select sp.name from ${suppliers} sp where sp.id = o.supplier_id), '') as "supplierName",
        coalesce((select u.name from ${users} u join ${venueMemberships} m on m.user_id = u.id
          where u.id = ${caller.userId} and m.venue_id = o.venue_id), '')
          as "receivedBy"
      from ${orders} o
      left join ${subscriptions} sub on sub.venue_id = o.venue_id
      where o.venue_id = ${venueId} and o.id = ${orderId}`,
  );
  if (!row) return undefined;
  return { ...row, trialEndsAt: row.trialEndsAt === null ? null : new Date(row.trialEndsAt) };
}

export interface ReceiptWrite {
  venueId: number;
  order: Pick<ReceiptOrder, 'id' | 'stationId' | 'supplierId' | 'isCustom'>;
  /** The order's version the outcome was decided on: any other version and nothing is written. */
  version: number;
  updates: readonly ItemUpdate[];
  status: 'INCOMPLETE' | 'COMPLETED';
  /**
   * Whether an item of the order is short after this receipt (itemHasShortfall): the order's summary written with
   * it, so the summary trigger's recount finds it right and writes no second version of the order row.
   */
  hasShortfall: boolean;
  receivingNote: string;
  /**
   * MOVE_TO_NEW (docs/PRODUCT.md#receiving): the moved items in full, for a new OPEN order of the same station and
   * supplier.
   */
  moved: readonly ReceiptItem[];
  /** The venue's today, the new order's deadline. */
  today: string;
  userId: number;
  now: Date;
  /**
   * The shortfall mail's outbox rows, inserted by the write. The new order's number exists only inside the statement,
   * so the mail rendered before it names the order by `newOrderNumberSlot`, which the write replaces by the number it
   * made, once; the service takes the mails back from the statement (`ReceiptWritten.mails`).
   */
  mails: readonly NewOutboxRow[];
  newOrderNumberSlot: string;
}

/** A shortfall mail as the write stored it: what the mailer prints of a stored mail (mailer.ts `queued`). */
export type StoredMail = Pick<OutgoingMail, 'kind' | 'to' | 'subject' | 'text'>;

/**
 * Written, or why not, changing nothing: `changed`, the order is gone or at another version (someone else received
 * or changed it since the read). The new order's number is always taken (decision 0020). `mails`: the shortfall
 * mails as stored, the new order's number in them, when the write stored any.
 */
export interface ReceiptWritten {
  refusal: 'changed' | null;
  newOrderId: number | null;
  newOrderNumber: string | null;
  mails?: StoredMail[];
}

/**
 * The receipt's one write: the order locked at the decided version, the moved items' new order (its number from the
 * station's block, the order, its items, each remembering the item it came from, with empty notes), every item's
 * outcome, the order's new state and the shortfall mail's rows.
 */
export async function writeReceipt(executor: Executor, input: ReceiptWrite): Promise<ReceiptWritten> {
  const { venueId } = input;
  const now = input.now.toISOString();
  const hasMoved = input.moved.length > 0;
  const moved = JSON.stringify(
    input.moved.map((item, position) => ({
      article_id: item.articleId,
      name: item.name,
      unit: item.unit,
      amount: item.amount,
      unit_price: item.unitPrice,
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
      paid_price: update.paidPrice,
    })),
  );
  const mails = JSON.stringify(
    input.mails.map((mail) => ({
      venue_id: mail.venueId ?? null,
      user_id: mail.userId ?? null,
      kind: mail.kind,
      to_address: mail.toAddress,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      status: mail.status ?? 'PENDING',
    })),
  );
  const [row] = await runPreparedSql<Omit<ReceiptWritten, 'mails'> & { mails: StoredMail[] | null }>(
    executor,
    'receive_order',
    sql`with target as (
          -- Concurrent receipts of one order queue here; one that waited finds the version moved on and writes nothing.
          select id from ${orders}
          where venue_id = ${venueId} and id = ${input.order.id} and version = ${input.version}::int
          for update
        ), taken as (
          -- Only a receipt that moves items and still finds its order at the version read takes a number.
          select ${takeOrderNumberSql(venueId, input.order.stationId)} as n
          where ${hasMoved}::boolean and exists (select 1 from target)
        ), numbered as (
          select taken.n, ${stations.name} as name from taken
          join ${stations} on ${stations.venueId} = ${venueId} and ${stations.id} = ${input.order.stationId}
        ), ready as (
          select exists (select 1 from target) as ok
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
          insert into ${orderItems} (venue_id, order_id, article_id, name, unit, amount, unit_price, note, position,
            moved_from_item_id)
          select made.venue_id, made.id, m.article_id, m.name, m.unit, m.amount::numeric, m.unit_price::numeric, '',
            m.position, m.moved_from_item_id
          from made, jsonb_to_recordset(${moved}::jsonb) as m(article_id int, name text, unit text, amount text,
            unit_price text, position int, moved_from_item_id int)
        ), resolved as (
          update ${orderItems} as i
          set status = r.status, delivered_amount = r.delivered_amount::numeric, not_delivered_reason = r.reason,
            receive_note = r.receive_note, paid_price = r.paid_price::numeric,
            move_to_order_id = case when r.status = 'MOVE_TO_NEW' then (select id from made) end, updated_at = now()
          from jsonb_to_recordset(${updates}::jsonb)
            as r(id int, status text, delivered_amount text, reason text, receive_note text, paid_price text)
          where i.id = r.id and i.venue_id = ${venueId} and i.order_id = ${input.order.id}
            and (select ok from ready)
        ), received as (
          update ${orders}
          set status = ${input.status}::text, receiving_note = ${input.receivingNote}::text,
            has_shortfall = ${input.hasShortfall}::boolean,
            completed_at = case when ${input.status}::text = 'COMPLETED' then ${now}::timestamptz end,
            new_order_id = coalesce((select id from made), new_order_id),
            last_updated_by_id = ${input.userId}::int, last_updated_at = ${now}::timestamptz, version = version + 1
          where venue_id = ${venueId} and id = ${input.order.id} and (select ok from ready)
        ), mailed as (
          insert into ${mailOutbox} (venue_id, user_id, kind, to_address, subject, html, text, status)
          select m.venue_id, m.user_id, m.kind, m.to_address,
            replace(m.subject, ${input.newOrderNumberSlot}::text, coalesce((select order_number from made), '')),
            replace(m.html, ${input.newOrderNumberSlot}::text, coalesce((select order_number from made), '')),
            replace(m.text, ${input.newOrderNumberSlot}::text, coalesce((select order_number from made), '')),
            m.status
          from jsonb_to_recordset(${mails}::jsonb) as m(venue_id int, user_id int, kind text, to_address text,
            subject text, html text, text text, status text)
          where (select ok from ready)
          returning kind, to_address, subject, text
        )
        select case when not exists (select 1 from target) then 'changed' end as refusal,
          (select id from made) as "newOrderId", (select order_number from made) as "newOrderNumber",
          (select json_agg(json_build_object('kind', kind, 'to', to_address, 'subject', subject, 'text', text))
            from mailed) as mails`,
  );
  const { mails: stored, ...written } = row!;
  return stored ? { ...written, mails: stored } : written;
}
