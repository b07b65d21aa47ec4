/**
 * What approvals read and write (src/domain/orders/order-limit.ts): an order's limit facts (its total, its creator's
 * limit, its latest approval action), the caller's own limit, the approval history, and the venue's waiting
 * requests. Always scoped by the caller's venue and the stations they see.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalEvent, WaitingApproval } from '@/domain/orders/approvals.schemas';
import type { LatestApproval } from '@/domain/orders/order-limit';
import type { ApprovalAction, OrderStatus } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import {
  orderApprovals,
  orders,
  stations,
  suppliers,
  users,
  venueMemberships,
  venues,
} from '@/server/db/schema';
import { visibleStationCondition } from '@/server/shared/station-visibility';
import type { VenueCaller } from '@/server/types';

/** Sum of the priced lines, rounded per line as lineValue does; null without priced lines. */
const orderTotalSql = sql<string | null>`(select sum(round(i.amount * i.unit_price, 2))::text
  from order_items i where i.venue_id = ${orders.venueId} and i.order_id = ${orders.id})`;

export interface LimitFactsRow {
  id: number;
  status: OrderStatus;
  createdById: number | null;
  total: string | null;
  creatorLimit: string | null;
  currency: string;
  latest: LatestApproval | null;
}

/** The order's limit facts when the caller sees it; `lock` takes the order's row lock (decisions queue on it). */
export async function findLimitFacts(
  executor: Executor,
  caller: VenueCaller,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<LimitFactsRow | undefined> {
  const query = executor
    .select({
      id: orders.id,
      status: orders.status,
      createdById: orders.createdById,
      total: orderTotalSql,
      creatorLimit: sql<string | null>`(select m.order_limit::text from ${venueMemberships} m
        where m.user_id = ${orders.createdById} and m.venue_id = ${orders.venueId})`,
      currency: venues.currency,
    })
    .from(orders)
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .where(and(eq(orders.venueId, caller.venueId), eq(orders.id, orderId), visibleStationCondition(caller)));
  const [row] = options.lock ? await query.for('update', { of: orders }) : await query;
  if (!row) return undefined;
  const [latest] = await executor
    .select({ action: orderApprovals.action, basis: orderApprovals.basis })
    .from(orderApprovals)
    .where(and(eq(orderApprovals.venueId, caller.venueId), eq(orderApprovals.orderId, orderId)))
    .orderBy(desc(orderApprovals.id))
    .limit(1);
  return { ...row, latest: latest ?? null };
}

/** The caller's own order limit (null: none). */
/** What sendCeiling needs, in one round trip: the caller's and the creator's limits and the latest approval. */
export interface SendLimitFacts {
  callerLimit: string | null;
  creatorLimit: string | null;
  latest: LatestApproval | null;
}

/**
 * The send's limit facts of the venue's order (undefined when there is none). Whether the caller sees the order is
 * the send statement's check, made on the row it locks; this read only bounds the total it may send.
 */
export async function findSendLimitFacts(
  executor: Executor,
  caller: VenueCaller,
  orderId: number,
): Promise<SendLimitFacts | undefined> {
  // The order aliased and named by hand in the subqueries: drizzle leaves the table off a single table's columns, and
  // an unqualified venue_id inside them would be the inner table's.
  const o = alias(orders, 'o');
  const order = { venueId: sql.raw('"o"."venue_id"'), createdById: sql.raw('"o"."created_by_id"') };
  const latestOf = (column: string) =>
    sql.raw(`(select a.${column} from order_approvals a
      where a.venue_id = "o"."venue_id" and a.order_id = "o"."id" order by a.id desc limit 1)`);
  const [row] = await executor
    .select({
      callerLimit: sql<string | null>`(select m.order_limit::text from ${venueMemberships} m
        where m.venue_id = ${order.venueId} and m.user_id = ${caller.userId})`,
      creatorLimit: sql<string | null>`(select m.order_limit::text from ${venueMemberships} m
        where m.venue_id = ${order.venueId} and m.user_id = ${order.createdById})`,
      latestAction: sql<ApprovalAction | null>`${latestOf('action')}`,
      latestBasis: sql<string | null>`${latestOf('basis::text')}`,
    })
    .from(o)
    .where(and(eq(o.venueId, caller.venueId), eq(o.id, orderId)));
  if (!row) return undefined;
  const { latestAction, latestBasis, ...limits } = row;
  return { ...limits, latest: latestAction ? { action: latestAction, basis: latestBasis } : null };
}

export async function callerLimit(executor: Executor, caller: VenueCaller): Promise<string | null> {
  const [row] = await executor
    .select({ limit: venueMemberships.orderLimit })
    .from(venueMemberships)
    .where(and(eq(venueMemberships.userId, caller.userId), eq(venueMemberships.venueId, caller.venueId)));
  return row?.limit ?? null;
}

export async function approvalHistory(
  executor: Executor,
  venueId: number,
  orderId: number,
): Promise<ApprovalEvent[]> {
  const rows = await executor
    .select({
      id: orderApprovals.id,
      action: orderApprovals.action,
      actorName: users.name,
      at: orderApprovals.createdAt,
      basis: orderApprovals.basis,
      note: orderApprovals.note,
    })
    .from(orderApprovals)
    .leftJoin(users, eq(users.id, orderApprovals.actorId))
    .where(and(eq(orderApprovals.venueId, venueId), eq(orderApprovals.orderId, orderId)))
    .orderBy(asc(orderApprovals.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

export async function recordApproval(
  executor: Executor,
  entry: {
    venueId: number;
    orderId: number;
    action: ApprovalAction;
    actorId: number;
    basis: string | null;
    note: string;
    at: Date;
  },
): Promise<void> {
  await executor.insert(orderApprovals).values({ ...entry, createdAt: entry.at });
}

/** At most this many waiting requests are listed: a card, not an archive. */
const WAITING_LIMIT = 50;

/** Draft orders of the caller's visible stations whose latest approval action is a request, oldest first. */
export async function listRequested(
  executor: Executor,
  caller: VenueCaller,
): Promise<(Omit<WaitingApproval, 'total'> & { total: string | null })[]> {
  const rows = await executor
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      isCustom: orders.isCustom,
      stationId: stations.id,
      stationName: stations.name,
      supplierName: suppliers.name,
      total: orderTotalSql,
      currency: venues.currency,
      requestedBy: users.name,
      requestedAt: orderApprovals.createdAt,
    })
    .from(orderApprovals)
    .innerJoin(orders, and(eq(orders.venueId, orderApprovals.venueId), eq(orders.id, orderApprovals.orderId)))
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .leftJoin(users, eq(users.id, orderApprovals.actorId))
    .where(
      and(
        eq(orderApprovals.venueId, caller.venueId),
        eq(orderApprovals.action, 'REQUESTED'),
        eq(orders.status, 'OPEN'),
        visibleStationCondition(caller),
        sql`${orderApprovals.id} = (select max(b.id) from ${orderApprovals} b
          where b.venue_id = ${orderApprovals.venueId} and b.order_id = ${orderApprovals.orderId})`,
      ),
    )
    .orderBy(asc(orderApprovals.id))
    .limit(WAITING_LIMIT);
  return rows.map(({ stationId, stationName, requestedAt, ...row }) => ({
    ...row,
    station: { id: stationId, name: stationName },
    requestedAt: requestedAt.toISOString(),
  }));
}
