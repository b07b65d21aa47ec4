/**
 * What an approval's notifications need (docs/PRODUCT.md#order-limits): the order's number and station, who asked,
 * and the venue's admins who are told. Scoped by the venue of the caller's order.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orders, users, venueMemberships } from '@/server/db/schema';

export async function findApprovalNotice(
  executor: Executor,
  venueId: number,
  orderId: number,
  requesterId: number,
): Promise<{ orderNumber: string; stationId: number; requesterName: string } | undefined> {
  const [order] = await executor
    .select({ orderNumber: orders.orderNumber, stationId: orders.stationId })
    .from(orders)
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
  const [requester] = await executor
    .select({ name: users.name })
    .from(users)
    .innerJoin(venueMemberships, eq(venueMemberships.userId, users.id))
    .where(and(eq(venueMemberships.venueId, venueId), eq(users.id, requesterId)));
  return order && requester ? { ...order, requesterName: requester.name } : undefined;
}

/** The venue's admins who can still sign in: each decides on a request. */
export async function findActiveAdminIds(executor: Executor, venueId: number): Promise<number[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(venueMemberships, eq(venueMemberships.userId, users.id))
    .where(
      and(
        eq(venueMemberships.venueId, venueId),
        eq(venueMemberships.role, 'ROLE_ADMIN'),
        eq(users.disabled, false),
      ),
    );
  return rows.map((row) => row.id);
}
