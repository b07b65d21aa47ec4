/**
 * HAND-WRITTEN SQL (docs/ARCHITECTURE.md, "When SQL is written by hand"): sending an order in one statement
 * (decision 0010), the one implementation of send (send-order.service.ts `sendOrderIn`, used by the send route and by
 * repeat). The order locked, every check a send makes, the order moved to IN_PROGRESS and the supplier's link made;
 * one statement is atomic on its own, so a send outside a transaction is one round trip and one commit, and a check
 * that fails answers its refusal and changes nothing. Each CTE applies one domain rule, and a test pins it:
 *
 * | CTE         | the rule it applies                      | the test that pins it                       |
 * | ----------- | ---------------------------------------- | ------------------------------------------- |
 * | target      | the order, locked: concurrent sends of   | send-order.statement.test.ts "sends an      |
 * |             | one order queue here and the second      | order once when staff send it twice at the  |
 * |             | finds it sent                            | same time"                                  |
 * | facts       | the plan state (PLAN:trialEnded, domain  | send-refusals.test.ts rows disabledSending, |
 * |             | trialStatus) and the caller's send-      | subscription_not_exist, trialEnded          |
 * |             | orders permission                        |                                             |
 * | contact     | the chosen contact: the venue's, of the  | send-refusals.test.ts row "another          |
 * |             | order's supplier, not deleted            | supplier's contact"; send-                  |
 * |             |                                          | order.statement.test.ts "fills the          |
 * |             |                                          | contact's phone when none is typed"         |
 * | verdict     | the refusals in the use case's order:    | send-refusals.test.ts, one row per refusal, |
 * |             | the kind and the station the caller sees | through the send route and through repeat   |
 * |             | (not_found), canSendOrder's statuses     |                                             |
 * |             | (order_not_sendable), disabledSending,   |                                             |
 * |             | the total above sendCeiling               | approvals.routes.test.ts                    |
 * |             | (approval_required),                     |                                             |
 * |             | subscription_not_exist, planAllowance's  |                                             |
 * |             | ordering (trialEnded),                   |                                             |
 * |             | planAllowsMessengers (proOnly), the      |                                             |
 * |             | contact (not_found), a contact or a      |                                             |
 * |             | number for a regular order               |                                             |
 * |             | (common.requiredField)                   |                                             |
 * | sent        | the order IN_PROGRESS: who sent it,      | orders.routes.test.ts "moves a draft to     |
 * |             | when, how and to whom; its version moves | IN_PROGRESS and records who sent it, when,  |
 * |             | on                                       | how and to whom"; send-                     |
 * |             |                                          | order.statement.test.ts "fills the          |
 * |             |                                          | contact's phone when none is typed"         |
 * | link        | the supplier's link (shared/order-       | send-order.statement.test.ts "takes a typed |
 * |             | link.ts): one per order and contact, the | number without a contact, and answers the   |
 * |             | same one when sent again                 | same link when an admin sends again"        |
 *
 * The domain's rules travel as data, so they stay written once: the statuses the caller's role may send from
 * (canSendOrder) and the plan states that allow ordering and the messengers (planAllowance), as `PLAN:trialEnded`.
 */
import { sql } from 'drizzle-orm';
import type { ErrorCode } from '@/domain/errors';
import type { Executor } from '@/server/db/client';
import { runPreparedSql } from '@/server/db/prepared';
import {
  orderItems,
  orderLinks,
  orders,
  stations,
  subscriptions,
  supplierContacts,
  venueMemberships,
  venues,
} from '@/server/db/schema';
import type { VenueCaller } from '@/server/types';
import { visibleStationCondition } from '@/server/shared/station-visibility';

/** Refusals in the order the use case checks them (the route tests hold that order). */
export type SendRefusal = Extract<
  ErrorCode,
  | 'not_found'
  | 'order_not_sendable'
  | 'disabledSending'
  | 'approval_required'
  | 'subscription_not_exist'
  | 'trialEnded'
  | 'proOnly'
  | 'common.requiredField'
>;

export interface SendOrderInput {
  caller: VenueCaller;
  orderId: number;
  isCustom: boolean;
  /** canSendOrder's statuses for the caller's role. */
  sendableStatuses: readonly string[];
  /** `PLAN:true|false` (trial ended) states whose plan allows ordering, and those that allow WhatsApp and Viber. */
  orderingPlanStates: readonly string[];
  /** The largest total the caller may send this order with (domain sendCeiling); null for any. */
  maxTotal: string | null;
  messengerPlanStates: readonly string[];
  channel: string | null;
  needsMessengers: boolean;
  contactId: number | null;
  /** The number typed, trimmed; null when none. */
  contactNumber: string | null;
  /** The supplier's link to make when the order has none for this contact yet (a regular order only). */
  link: { salt: string; tokenHash: string };
  now: Date;
}

/** `refusal`, or the sent order's kind with the salt of its link (null for a market order). */
export interface SendOrderOutcome {
  refusal: SendRefusal | null;
  isCustom: boolean | null;
  contactId: number | null;
  salt: string | null;
}

const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

export async function sendCheckedOrder(executor: Executor, input: SendOrderInput): Promise<SendOrderOutcome> {
  const { caller } = input;
  const venueId = caller.venueId;
  const now = input.now.toISOString();
  const [row] = await runPreparedSql<SendOrderOutcome>(
    executor,
    'send_order',
    sql`with target as (
          -- Concurrent writers of one order queue up here; what follows reads the order as the last of them left it.
          select id, station_id, supplier_id, is_custom, status from ${orders}
          where venue_id = ${venueId} and id = ${input.orderId}
          for update
        ), facts as (
          select ${subscriptions.plan} || ':' || (${subscriptions.plan} = 'FREE'
              and ${subscriptions.trialEndsAt} is not null and ${subscriptions.trialEndsAt} <= ${now}::timestamptz)::text
              as plan_state,
            coalesce((select ${venueMemberships.canSendOrders} from ${venueMemberships}
              where ${venueMemberships.userId} = ${caller.userId} and ${venueMemberships.venueId} = ${venueId}), false)
              as can_send
          from ${venues} left join ${subscriptions} on ${subscriptions.venueId} = ${venues.id}
          where ${venues.id} = ${venueId}
        ), contact as (
          select ${supplierContacts.id} as id, ${supplierContacts.phone} as phone
          from ${supplierContacts}, target
          where ${supplierContacts.venueId} = ${venueId} and ${supplierContacts.supplierId} = target.supplier_id
            and ${supplierContacts.id} = ${input.contactId}::int and ${supplierContacts.deletedAt} is null
        ), verdict as (
          select case
            when not exists (select 1 from target where is_custom = ${input.isCustom}::boolean) then 'not_found'
            when not exists (select 1 from ${stations}
              where ${stations.id} = (select station_id from target) and ${visibleStationCondition(caller)})
              then 'not_found'
            when not exists (select 1 from target where status = any(${textArray(input.sendableStatuses)}::text[]))
              then 'order_not_sendable'
            when not coalesce((select can_send from facts), false) then 'disabledSending'
            when ${input.maxTotal}::numeric is not null and (select sum(round(i.amount * i.unit_price, 2))
              from ${orderItems} i where i.venue_id = ${venueId} and i.order_id = ${input.orderId})
              > ${input.maxTotal}::numeric then 'approval_required'
            when not exists (select 1 from facts where plan_state is not null) then 'subscription_not_exist'
            when not exists (select 1 from facts
              where plan_state = any(${textArray(input.orderingPlanStates)}::text[])) then 'trialEnded'
            when ${input.needsMessengers}::boolean and not exists (select 1 from facts
              where plan_state = any(${textArray(input.messengerPlanStates)}::text[])) then 'proOnly'
            when ${input.contactId}::int is not null and not exists (select 1 from contact) then 'not_found'
            -- A contact must be chosen to send; a market (warehouse) order is concluded without one
            -- (docs/PRODUCT.md#send-channels).
            when not (select is_custom from target) and ${input.contactId}::int is null
              and ${input.contactNumber}::text is null then 'common.requiredField'
          end as refusal
        ), sent as (
          update ${orders} set status = 'IN_PROGRESS', sent_by_id = ${caller.userId}::int,
            sent_at = ${now}::timestamptz, sent_via = ${input.channel}::text,
            supplier_contact_id = (select id from contact),
            supplier_contact_number = coalesce(${input.contactNumber}::text, nullif((select phone from contact), '')),
            last_updated_by_id = ${caller.userId}::int, last_updated_at = ${now}::timestamptz, version = version + 1
          where venue_id = ${venueId} and id = ${input.orderId} and (select refusal from verdict) is null
          returning id, is_custom, supplier_contact_id
        ), link as (
          insert into ${orderLinks} (venue_id, order_id, contact_id, salt, token_hash)
          select ${venueId}, sent.id, sent.supplier_contact_id, ${input.link.salt}, ${input.link.tokenHash}
          from sent where not sent.is_custom
          on conflict (order_id, contact_id) do nothing
          returning salt
        )
        select (select refusal from verdict) as refusal, (select is_custom from sent) as "isCustom",
          (select supplier_contact_id from sent) as "contactId",
          coalesce((select salt from link), (select l.salt from ${orderLinks} l, sent
            where l.venue_id = ${venueId} and l.order_id = sent.id
              and l.contact_id is not distinct from sent.supplier_contact_id)) as salt`,
  );
  return row!;
}
