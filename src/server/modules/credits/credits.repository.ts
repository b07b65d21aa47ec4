/**
 * Credit requests in the database. Every venue read is scoped by the caller's venue and by the stations the caller
 * sees (the order's station: src/server/shared/station-visibility.ts), so another venue's id reads as not found.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CreditDecision, CreditEventKind, CreditStatus } from '@/domain/credits/credit-states';
import type { CreditLineDraft, ReceivedLine } from '@/domain/credits/credit-value';
import type { Language } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import {
  creditRequestEvents,
  creditRequestLines,
  creditRequests,
  orderItems,
  orders,
  stations,
  subscriptions,
  suppliers,
  users,
  venueMemberships,
  venues,
} from '@/server/db/schema';
import { visibleStationCondition } from '@/server/shared/station-visibility';
import type { VenueCaller } from '@/server/types';

export interface CreditRow {
  id: number;
  venueId: number;
  orderId: number;
  orderNumber: string;
  supplierId: number | null;
  supplierName: string;
  number: string;
  status: CreditStatus;
  requestedAmount: string;
  currency: string;
  venueName: string;
  note: string;
  linkSalt: string;
  sentVia: string | null;
  decision: CreditDecision | null;
  acceptedAmount: string | null;
  answerReason: string;
  answeredAt: Date | null;
  creditedAmount: string | null;
  createdAt: Date;
  language: Language;
}

const creditColumns = {
  id: creditRequests.id,
  venueId: creditRequests.venueId,
  orderId: creditRequests.orderId,
  orderNumber: orders.orderNumber,
  supplierId: orders.supplierId,
  supplierName: sql<string>`coalesce(${suppliers.name}, '')`,
  number: creditRequests.number,
  status: sql<CreditStatus>`${creditRequests.status}`,
  requestedAmount: creditRequests.requestedAmount,
  currency: venues.currency,
  venueName: venues.name,
  note: creditRequests.note,
  linkSalt: creditRequests.linkSalt,
  sentVia: creditRequests.sentVia,
  decision: sql<CreditDecision | null>`${creditRequests.decision}`,
  acceptedAmount: creditRequests.acceptedAmount,
  answerReason: creditRequests.answerReason,
  answeredAt: creditRequests.answeredAt,
  creditedAmount: creditRequests.creditedAmount,
  createdAt: creditRequests.createdAt,
  /** The language of whoever made it: the supplier's page speaks it, as the order's page speaks the sender's. */
  language: sql<Language>`coalesce(${users.language}, 'ser')`,
};

function creditQuery(executor: Executor) {
  return executor
    .select(creditColumns)
    .from(creditRequests)
    .innerJoin(orders, and(eq(orders.venueId, creditRequests.venueId), eq(orders.id, creditRequests.orderId)))
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .innerJoin(venues, eq(venues.id, creditRequests.venueId))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .leftJoin(users, eq(users.id, creditRequests.createdById));
}

/** The request when the caller sees its order's station; `lock` takes its row lock in the caller's transaction. */
export async function findCredit(
  executor: Executor,
  caller: VenueCaller,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CreditRow | undefined> {
  const query = creditQuery(executor).where(
    and(
      eq(creditRequests.venueId, caller.venueId),
      eq(creditRequests.id, id),
      visibleStationCondition(caller),
    ),
  );
  const [row] = options.lock ? await query.for('update', { of: creditRequests }) : await query;
  return row;
}

export async function findCreditByOrder(executor: Executor, venueId: number, orderId: number) {
  const [row] = await executor
    .select({ id: creditRequests.id })
    .from(creditRequests)
    .where(and(eq(creditRequests.venueId, venueId), eq(creditRequests.orderId, orderId)));
  return row;
}

/** By the link's token hash, with no caller: the link is the credential. `lock` for the answer. */
export async function findCreditByTokenHash(
  executor: Executor,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<CreditRow | undefined> {
  const query = creditQuery(executor).where(eq(creditRequests.linkTokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update', { of: creditRequests }) : await query;
  return row;
}

export function listOpenCredits(executor: Executor, caller: VenueCaller, statuses: readonly CreditStatus[]) {
  return creditQuery(executor)
    .where(
      and(
        eq(creditRequests.venueId, caller.venueId),
        inArray(creditRequests.status, [...statuses]),
        visibleStationCondition(caller),
      ),
    )
    .orderBy(desc(creditRequests.createdAt), desc(creditRequests.id))
    .limit(500);
}

export function creditLines(executor: Executor, venueId: number, creditId: number) {
  return executor
    .select({
      name: creditRequestLines.name,
      unit: creditRequestLines.unit,
      missingAmount: creditRequestLines.missingAmount,
      orderedPrice: creditRequestLines.orderedPrice,
      priceDifference: creditRequestLines.priceDifference,
      receivedAmount: creditRequestLines.receivedAmount,
      value: creditRequestLines.value,
    })
    .from(creditRequestLines)
    .where(and(eq(creditRequestLines.venueId, venueId), eq(creditRequestLines.creditRequestId, creditId)))
    .orderBy(asc(creditRequestLines.position));
}

export function creditEvents(executor: Executor, venueId: number, creditId: number) {
  return executor
    .select({
      kind: sql<CreditEventKind>`${creditRequestEvents.kind}`,
      by: users.name,
      at: creditRequestEvents.at,
    })
    .from(creditRequestEvents)
    .leftJoin(users, eq(users.id, creditRequestEvents.userId))
    .where(and(eq(creditRequestEvents.venueId, venueId), eq(creditRequestEvents.creditRequestId, creditId)))
    .orderBy(asc(creditRequestEvents.at), asc(creditRequestEvents.id));
}

export async function recordEvent(
  executor: Executor,
  event: { venueId: number; creditRequestId: number; kind: CreditEventKind; userId: number | null; at: Date },
): Promise<void> {
  await executor.insert(creditRequestEvents).values(event);
}

/** What a credit request of the order is made from: the venue's tolerance and plan, and the received lines. */
export async function orderCreditFacts(executor: Executor, venueId: number, orderId: number) {
  const [venue] = await executor
    .select({
      tolerance: venues.priceTolerance,
      currency: venues.currency,
      plan: subscriptions.plan,
      trialEndsAt: subscriptions.trialEndsAt,
    })
    .from(venues)
    .leftJoin(subscriptions, eq(subscriptions.venueId, venues.id))
    .where(eq(venues.id, venueId));
  const lines: ReceivedLine[] = await executor
    .select({
      id: orderItems.id,
      name: orderItems.name,
      unit: orderItems.unit,
      amount: orderItems.amount,
      status: orderItems.status,
      deliveredAmount: orderItems.deliveredAmount,
      unitPrice: orderItems.unitPrice,
      paidPrice: orderItems.paidPrice,
    })
    .from(orderItems)
    .where(and(eq(orderItems.venueId, venueId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  return { venue: venue!, lines };
}

/** Hands out the venue's next credit number: the venue row's lock queues concurrent requests of one venue. */
export async function nextCreditSequence(executor: Executor, venueId: number): Promise<number> {
  const [row] = await executor
    .update(venues)
    .set({ creditSequence: sql`${venues.creditSequence} + 1` })
    .where(eq(venues.id, venueId))
    .returning({ sequence: venues.creditSequence });
  return row!.sequence;
}

export async function insertCredit(
  executor: Executor,
  credit: {
    venueId: number;
    orderId: number;
    number: string;
    requestedAmount: string;
    note: string;
    linkSalt: string;
    linkTokenHash: string;
    createdById: number;
    createdAt: Date;
  },
  lines: readonly CreditLineDraft[],
): Promise<number> {
  const [row] = await executor.insert(creditRequests).values(credit).returning({ id: creditRequests.id });
  const id = row!.id;
  await executor.insert(creditRequestLines).values(
    lines.map((line, position) => ({
      venueId: credit.venueId,
      creditRequestId: id,
      orderItemId: line.orderItemId,
      position,
      name: line.name,
      unit: line.unit,
      missingAmount: line.missingAmount,
      orderedPrice: line.orderedPrice,
      priceDifference: line.priceDifference,
      receivedAmount: line.receivedAmount,
      value: line.value,
    })),
  );
  return id;
}

type CreditChange = Partial<
  Pick<
    typeof creditRequests.$inferInsert,
    | 'status'
    | 'contactId'
    | 'sentVia'
    | 'decision'
    | 'acceptedAmount'
    | 'answerReason'
    | 'answeredAt'
    | 'creditedAmount'
  >
>;

/**
 * Applies a change only while the request is still in one of `from`: the number of rows changed (0 when someone else
 * moved it on first), so two concurrent answers cannot both land.
 */
export async function changeCredit(
  executor: Executor,
  venueId: number,
  id: number,
  from: readonly CreditStatus[],
  change: CreditChange,
): Promise<number> {
  const rows = await executor
    .update(creditRequests)
    .set(change)
    .where(
      and(
        eq(creditRequests.venueId, venueId),
        eq(creditRequests.id, id),
        inArray(creditRequests.status, [...from]),
      ),
    )
    .returning({ id: creditRequests.id });
  return rows.length;
}

/** Requested vs credited per supplier over every request of the venue on stations the caller sees. */
export function creditsBySupplier(executor: Executor, caller: VenueCaller) {
  return executor
    .select({
      supplierName: sql<string>`coalesce(${suppliers.name}, '')`,
      requests: sql<number>`count(*)::int`,
      requested: sql<string>`sum(${creditRequests.requestedAmount})::text`,
      credited: sql<string>`coalesce(sum(${creditRequests.creditedAmount}), 0)::text`,
      currency: sql<string>`min(${venues.currency})`,
    })
    .from(creditRequests)
    .innerJoin(orders, and(eq(orders.venueId, creditRequests.venueId), eq(orders.id, creditRequests.orderId)))
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .innerJoin(venues, eq(venues.id, creditRequests.venueId))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(and(eq(creditRequests.venueId, caller.venueId), visibleStationCondition(caller)))
    .groupBy(suppliers.id, suppliers.name)
    .orderBy(sql`lower(coalesce(${suppliers.name}, ''))`);
}

/**
 * The user's send-orders permission in the venue (docs/PRODUCT.md#send-permission, decision 0037): sending a credit
 * request is sending too.
 */
export async function maySend(executor: Executor, userId: number, venueId: number): Promise<boolean> {
  const [row] = await executor
    .select({ canSendOrders: venueMemberships.canSendOrders })
    .from(venueMemberships)
    .where(and(eq(venueMemberships.userId, userId), eq(venueMemberships.venueId, venueId)));
  return row?.canSendOrders ?? false;
}
