/**
 * HAND-WRITTEN SQL (docs/ARCHITECTURE.md, "When SQL is written by hand"): a new order in one statement (decision
 * 0010). Every check a create makes, the number from the station's block, the order and its items; one statement is
 * atomic on its own, so a create outside a transaction is one round trip and one commit, and a check that fails
 * answers its refusal and writes nothing. Each CTE applies one domain rule, and a test pins it:
 *
 * | CTE         | the rule it applies                      | the test that pins it                       |
 * | ----------- | ---------------------------------------- | ------------------------------------------- |
 * | target      | the station is one the caller sees       | orders.routes.test.ts "answers 404 for      |
 * |             | (shared/station-visibility.ts) and       | another venue's station, a supplier the     |
 * |             | orders from the live supplier; a         | station does not use, or a station the user |
 * |             | warehouse orders from a market supplier, | is not on", "keeps market suppliers to      |
 * |             | other stations from the others           | warehouse (custom) orders"                  |
 * | facts       | the venue's plan and trial end           | create-order.statement.test.ts "refuses a   |
 * |             |                                          | venue without a plan with                   |
 * |             |                                          | subscription_not_exist, writing nothing"    |
 * | lines       | the lines as sent, in their order        | orders.routes.test.ts "creates an OPEN      |
 * |             |                                          | order with an upper-case venue-unique       |
 * |             |                                          | number and the ordered items"               |
 * | found       | an article the venue may order from the  | orders.routes.test.ts "refuses another      |
 * |             | supplier: the catalogue's or its own,    | supplier's article"; order-prices.routes.   |
 * |             | live and enabled; its unit price: the    | test.ts "snapshots the station's price,     |
 * |             | station's own, else the article's, else  | else the article's, else none"              |
 * |             | none (docs/PRODUCT.md#prices)            |                                             |
 * | verdict     | the refusals in the use case's order:    | create-order.statement.test.ts "checks the  |
 * |             | not_found, subscription_not_exist,       | station before the articles and the         |
 * |             | trialEnded (domain trialStatus and       | articles after the amounts", "refuses a     |
 * |             | planAllowance),                          | station a plan change deactivated with 403  |
 * |             | maximumStationLimitReached (a station a  | maximumStationLimitReached, writing         |
 * |             | plan change deactivated), input,         | nothing"; orders.routes.test.ts "refuses    |
 * |             | articleNotAvailable                      | creating and sending with 403 trialEnded    |
 * |             |                                          | once a FREE trial ended"                    |
 * | numbered    | the next number of the station's block,  | create-order.statement.test.ts "reserves a  |
 * |             | a new block of the venue's counter when  | new block of numbers when the station used  |
 * |             | it is used up (take_order_number, always | its own up, and numbers on"; order-         |
 * |             | a number); none for a refused create     | numbers.routes.test.ts "a refused create    |
 * |             |                                          | (unknown supplier) numbers nothing and      |
 * |             |                                          | takes no number from the station"; order-   |
 * |             |                                          | number-contention.routes.test.ts            |
 * | made        | the OPEN order, numbered as              | create-order.statement.test.ts "codes the   |
 * |             | domain/orders/order-number.ts formats it | station name %j as the domain does", "pads  |
 * |             | (stationCodeSql, orderNumberSql)         | the number %i as the domain does"           |
 * | items       | the items, in the order sent, each with  | orders.routes.test.ts "creates an OPEN      |
 * |             | its unit price as found                  | order with an upper-case venue-unique       |
 * |             |                                          | number and the ordered items"; order-       |
 * |             |                                          | prices.routes.test.ts "an article's price   |
 * |             |                                          | change never changes an existing order"     |
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ErrorCode } from '@/domain/errors';
import type { PaymentMethod } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { runPreparedSql } from '@/server/db/prepared';
import {
  articles,
  orderItems,
  orders,
  stationArticleSettings,
  stationSuppliers,
  stations,
  subscriptions,
  suppliers,
  venues,
} from '@/server/db/schema';
import type { VenueCaller } from '@/server/types';
import { visibleStationCondition } from '@/server/shared/station-visibility';

/**
 * stationCode (src/domain/orders/order-number.ts) of a station-name expression, in SQL: the same steps in the same
 * order, on ASCII only after the decomposition, so no database locale changes it. A test holds the two equal.
 */
export function stationCodeSql(name: SQL): SQL {
  return sql`coalesce(nullif(left(upper(regexp_replace(
    replace(replace(normalize(${name}, NFD), 'Đ', 'DJ'), 'đ', 'dj'), '[^A-Za-z0-9]', '', 'g')), 3), ''), 'ORD')`;
}

/** formatOrderNumber in SQL: the code, a dash and the number padded (never cut) to four digits. */
export function orderNumberSql(name: SQL, sequence: SQL): SQL {
  return sql`${stationCodeSql(name)} || '-' || repeat('0', greatest(0, 4 - length((${sequence})::text))) || (${sequence})::text`;
}

/**
 * How many of the venue's order numbers a station reserves at once (decisions 0013, 0020): the venue's counter row is
 * written once per this many orders of a station, so stations ordering at the same time do not wait for each other.
 */
export const ORDER_NUMBER_BLOCK = 20;

/**
 * The next order number of the venue's station, in SQL: from the block of the writer's station slot, or from a new
 * block of the venue's counter when it is used up, always a number (migrations 0027 and 0042, decisions 0020 and
 * 0036). Holds the slot (an advisory lock, not the station's row) to the end of the transaction, so concurrent
 * creates of one station take their numbers side by side, and the venue's row when it reserves a block.
 */
export function takeOrderNumberSql(venueId: number, stationId: number): SQL {
  return sql`take_order_number(${venueId}::int, ${stationId}::int, ${ORDER_NUMBER_BLOCK}::int)`;
}

/**
 * Refusals the statement finds, in the order the use case checks them (the route tests hold that order):
 * `input` stands for the caller's own checks of the deadline and the amounts, which the service reports itself.
 */
export type CreateRefusal =
  | Extract<ErrorCode, 'not_found' | 'subscription_not_exist' | 'trialEnded' | 'maximumStationLimitReached'>
  | 'input'
  | Extract<ErrorCode, 'articleNotAvailable'>;

export interface NewOrderLine {
  articleId: number;
  amount: string;
  note: string;
}

export interface CreateOrderInput {
  caller: VenueCaller;
  stationId: number;
  supplierId: number;
  isCustom: boolean;
  /** A valid deadline, or null when the caller's own checks refused the input (`input` then answers). */
  deadline: string | null;
  orderNote: string;
  paymentMethod: PaymentMethod | null;
  sourceOrderId: number | null;
  lines: readonly NewOrderLine[];
  now: Date;
}

/** `orderId` when the order was made, `refusal` when a check refused it (then nothing was written). */
export interface CreateOrderOutcome {
  refusal: CreateRefusal | null;
  orderId: number | null;
}

export async function insertCheckedOrder(
  executor: Executor,
  input: CreateOrderInput,
): Promise<CreateOrderOutcome> {
  const { caller } = input;
  const venueId = caller.venueId;
  const now = input.now.toISOString();
  const lines = JSON.stringify(
    input.lines.map((line, position) => ({
      article_id: line.articleId,
      amount: line.amount,
      note: line.note,
      position,
    })),
  );
  const articleIdArray = `{${input.lines.map((line) => line.articleId).join(',')}}`;
  const [row] = await runPreparedSql<CreateOrderOutcome>(
    executor,
    'create_order',
    sql`with target as (
          select ${stations.name} as station_name, ${stations.deactivatedAt} is not null as deactivated
          from ${stations}
          join ${stationSuppliers} on ${stationSuppliers.stationId} = ${stations.id}
            and ${stationSuppliers.venueId} = ${venueId} and ${stationSuppliers.supplierId} = ${input.supplierId}
          join ${suppliers} on ${suppliers.id} = ${stationSuppliers.supplierId} and ${suppliers.deletedAt} is null
          where ${stations.id} = ${input.stationId} and ${visibleStationCondition(caller)}
            -- Custom orders go from the warehouse to a market supplier; regular ones to any other
            -- (docs/PRODUCT.md#order-kinds).
            and ${suppliers.isMarket} = ${input.isCustom}::boolean
            and (${stations.isWarehouse} or not ${input.isCustom}::boolean)
        ), facts as (
          select ${subscriptions.plan} as plan, ${subscriptions.trialEndsAt} as trial_ends_at
          from ${venues} left join ${subscriptions} on ${subscriptions.venueId} = ${venues.id}
          where ${venues.id} = ${venueId}
        ), lines as (
          select * from jsonb_to_recordset(${lines}::jsonb)
            as l(article_id int, amount text, note text, position int)
        ), found as (
          select lines.*, ${articles.name} as name, ${articles.unit} as unit,
            -- docs/PRODUCT.md#prices: the station's own price, else the article's, else none; a snapshot.
            coalesce(${stationArticleSettings.price}, ${articles.defaultPrice}) as unit_price
          from lines join ${articles} on ${articles.id} = lines.article_id
            -- The ids again as an array: the planner then looks them up by key instead of scanning the supplier's.
            and ${articles.id} = any(${articleIdArray}::int[])
            and ${articles.supplierId} = ${input.supplierId}
            and (${articles.venueId} is null or ${articles.venueId} = ${venueId})
            and ${articles.deletedAt} is null and ${articles.enabled}
          left join ${stationArticleSettings} on ${stationArticleSettings.stationId} = ${input.stationId}
            and ${stationArticleSettings.articleId} = lines.article_id
            and ${stationArticleSettings.venueId} = ${venueId}
        ), verdict as (
          select case
            when not exists (select 1 from target) then 'not_found'
            when not exists (select 1 from facts where plan is not null) then 'subscription_not_exist'
            -- trialStatus and planAllowance (src/domain/subscriptions): only a FREE plan's ended trial stops ordering.
            when exists (select 1 from facts where plan = 'FREE' and trial_ends_at <= ${now}::timestamptz)
              then 'trialEnded'
            -- A station over the plan's limit keeps its history but takes no new orders
            -- (docs/PRODUCT.md#station-deactivation).
            when (select deactivated from target) then 'maximumStationLimitReached'
            when ${input.deadline}::date is null then 'input'
            when (select count(*) from found) <> (select count(*) from lines) then 'articleNotAvailable'
          end as refusal
        ), numbered as (
          -- Called only for a create every check accepted: a refused one takes no number.
          select ${takeOrderNumberSql(venueId, input.stationId)} as n where (select refusal from verdict) is null
        ), made as (
          insert into ${orders} (venue_id, station_id, supplier_id, is_custom, order_number, status, deadline,
            order_note, payment_method, created_by_id, created_at, last_updated_by_id, last_updated_at,
            source_order_id, items_count)
          select ${venueId}, ${input.stationId}, ${input.supplierId}, ${input.isCustom}::boolean,
            ${orderNumberSql(sql`(select station_name from target)`, sql`numbered.n`)}, 'OPEN',
            ${input.deadline}::date, ${input.orderNote}, ${input.paymentMethod}::text, ${caller.userId}::int,
            ${now}::timestamptz, ${caller.userId}::int, ${now}::timestamptz, ${input.sourceOrderId}::int,
            (select count(*) from lines)::int
          from numbered
          returning id, venue_id
        ), items as (
          insert into ${orderItems} (venue_id, order_id, article_id, name, unit, amount, unit_price, note, position)
          select made.venue_id, made.id, found.article_id, found.name, found.unit, found.amount::numeric,
            found.unit_price, found.note, found.position
          from made, found
        )
        select (select refusal from verdict) as refusal, (select id from made) as "orderId"`,
  );
  return row!;
}
