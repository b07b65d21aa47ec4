/**
 * Every query of the supplier's side (docs/PRODUCT.md#supplier-link). A link is found by its token's hash: the one
 * lookup that is not scoped by a venue, because the token is what scopes it; everything after it filters by the
 * link's venue and order.
 */
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Language, PaymentMethod } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import {
  orderItems,
  orderLinks,
  orders,
  orderSupplierAnswers,
  stations,
  suppliers,
  users,
  venueMemberships,
  venues,
} from '@/server/db/schema';
import type { VenueCaller } from '@/server/types';
import { visibleStationCondition } from '@/server/shared/station-visibility';

export type OrderLinkRow = typeof orderLinks.$inferSelect;
export type SupplierAnswerRow = typeof orderSupplierAnswers.$inferSelect;

export async function findLinkByHash(
  executor: Executor,
  tokenHash: string,
): Promise<OrderLinkRow | undefined> {
  const [row] = await executor.select().from(orderLinks).where(eq(orderLinks.tokenHash, tokenHash));
  return row;
}

export async function recordLinkOpened(tx: Executor, link: OrderLinkRow, now: Date): Promise<void> {
  await tx
    .update(orderLinks)
    .set({
      firstOpenedAt: sql`coalesce(${orderLinks.firstOpenedAt}, ${now.toISOString()}::timestamptz)`,
      lastOpenedAt: now,
    })
    .where(and(eq(orderLinks.venueId, link.venueId), eq(orderLinks.id, link.id)));
  await tx
    .insert(orderSupplierAnswers)
    .values({ venueId: link.venueId, orderId: link.orderId, firstOpenedAt: now, lastOpenedAt: now })
    .onConflictDoUpdate({
      target: [orderSupplierAnswers.venueId, orderSupplierAnswers.orderId],
      set: { lastOpenedAt: now },
    });
}

export interface PortalOrderFacts {
  orderNumber: string;
  status: (typeof orders.$inferSelect)['status'];
  deadline: string;
  orderNote: string;
  paymentMethod: PaymentMethod | null;
  version: number;
  completedAt: Date | null;
  createdById: number | null;
  stationId: number;
  isCustom: boolean;
  venueName: string;
  businessName: string;
  address: string;
  phone: string;
  stationName: string;
  language: Language | null;
  supplierName: string | null;
  currency: string;
  pricesInMessage: boolean;
}

/** What the supplier's page shows of the order and its venue (no ids). */
export async function findPortalOrder(
  executor: Executor,
  venueId: number,
  orderId: number,
): Promise<PortalOrderFacts | undefined> {
  const [row] = await executor
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      deadline: orders.deadline,
      orderNote: orders.orderNote,
      paymentMethod: orders.paymentMethod,
      version: orders.version,
      completedAt: orders.completedAt,
      createdById: orders.createdById,
      stationId: orders.stationId,
      isCustom: orders.isCustom,
      venueName: venues.name,
      businessName: venues.businessName,
      address: venues.address,
      phone: venues.phoneNumber,
      stationName: stations.name,
      language: users.language,
      supplierName: suppliers.name,
      currency: venues.currency,
      pricesInMessage: venues.pricesInMessage,
    })
    .from(orders)
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .leftJoin(users, eq(users.id, orders.createdById))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
  return row;
}

export function portalItems(executor: Executor, venueId: number, orderId: number) {
  return executor
    .select({
      id: orderItems.id,
      name: orderItems.name,
      unit: orderItems.unit,
      amount: orderItems.amount,
      note: orderItems.note,
      status: orderItems.status,
      deliveredAmount: orderItems.deliveredAmount,
      notDeliveredReason: orderItems.notDeliveredReason,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .where(and(eq(orderItems.venueId, venueId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}
export type PortalItem = Awaited<ReturnType<typeof portalItems>>[number];

export async function findSupplierAnswer(
  executor: Executor,
  venueId: number,
  orderId: number,
): Promise<SupplierAnswerRow | undefined> {
  const [row] = await executor
    .select()
    .from(orderSupplierAnswers)
    .where(and(eq(orderSupplierAnswers.venueId, venueId), eq(orderSupplierAnswers.orderId, orderId)));
  return row;
}

export async function saveSupplierAnswer(
  tx: Executor,
  answer: Omit<SupplierAnswerRow, 'firstOpenedAt' | 'lastOpenedAt'> & { now: Date },
): Promise<void> {
  const { now, ...values } = answer;
  await tx
    .insert(orderSupplierAnswers)
    .values({ ...values, firstOpenedAt: now, lastOpenedAt: now })
    .onConflictDoUpdate({
      target: [orderSupplierAnswers.venueId, orderSupplierAnswers.orderId],
      set: {
        decision: values.decision,
        declinedItemIds: values.declinedItemIds,
        deliveryDate: values.deliveryDate,
        // The date before the supplier's first change stays the original one.
        originalDeadline: sql`coalesce(${orderSupplierAnswers.originalDeadline}, excluded.original_deadline)`,
        note: values.note,
        reason: values.reason,
        answeredAt: values.answeredAt,
      },
    });
}

/** The supplier's answer changes the order: a new date becomes its date, and its version moves on either way. */
export async function applyAnswerToOrder(
  tx: Executor,
  venueId: number,
  orderId: number,
  deadline: string | null,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...(deadline ? { deadline } : {}), version: sql`${orders.version} + 1` })
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
}

/** The order's creator with notifications on, if still in the venue (the mail of an answer goes to them too). */
export async function findNotifiedCreator(executor: Executor, venueId: number, userId: number) {
  const [row] = await executor
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .innerJoin(venueMemberships, eq(venueMemberships.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        eq(venueMemberships.venueId, venueId),
        eq(users.emailNotificationsOn, true),
        eq(users.disabled, false),
      ),
    );
  return row;
}

/** The order's station, for the caller's visibility check. */
export async function findOrderStation(
  executor: Executor,
  venueId: number,
  orderId: number,
): Promise<{ stationId: number } | undefined> {
  const [row] = await executor
    .select({ stationId: orders.stationId })
    .from(orders)
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
  return row;
}

/**
 * Answers since `since` to the venue's regular orders still expected, on stations the caller sees; newest first.
 * The declined count counts only items still on the order.
 */
export function recentSupplierAnswers(
  executor: Executor,
  caller: VenueCaller,
  scope: { since: Date; limit: number },
) {
  return executor
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      stationId: orders.stationId,
      stationName: stations.name,
      supplierName: sql<string>`coalesce(${suppliers.name}, '')`,
      decision: orderSupplierAnswers.decision,
      deliveryDate: orders.deadline,
      declinedCount: sql<number>`(select count(*)::int from ${orderItems}
        where ${orderItems.venueId} = ${orders.venueId} and ${orderItems.orderId} = ${orders.id}
          and ${orderSupplierAnswers.declinedItemIds} @> to_jsonb(${orderItems.id}))`,
      answeredAt: orderSupplierAnswers.answeredAt,
    })
    .from(orderSupplierAnswers)
    .innerJoin(
      orders,
      and(eq(orders.venueId, orderSupplierAnswers.venueId), eq(orders.id, orderSupplierAnswers.orderId)),
    )
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(
      and(
        eq(orderSupplierAnswers.venueId, caller.venueId),
        eq(orders.status, 'IN_PROGRESS'),
        isNotNull(orderSupplierAnswers.decision),
        gt(orderSupplierAnswers.answeredAt, scope.since),
        visibleStationCondition(caller),
      ),
    )
    .orderBy(desc(orderSupplierAnswers.answeredAt))
    .limit(scope.limit);
}
