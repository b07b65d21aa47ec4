/**
 * What a merge changed (table order_merges, docs/PRODUCT.md#merge-undo): written in the merge's transaction, read and
 * removed by its undo. Every query names the venue first.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orderMerges } from '@/server/db/schema';

export type OrderMergeRow = typeof orderMerges.$inferSelect;
export type NewOrderMerge = Omit<typeof orderMerges.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date };

export async function insertOrderMerge(tx: Executor, merge: NewOrderMerge): Promise<void> {
  await tx.insert(orderMerges).values(merge);
}

/** The merge that left the order at `versionAfter`, if it was not undone. */
export async function mergeLeavingVersion(
  tx: Executor,
  venueId: number,
  orderId: number,
  versionAfter: number,
): Promise<OrderMergeRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderMerges)
    .where(
      and(
        eq(orderMerges.venueId, venueId),
        eq(orderMerges.orderId, orderId),
        eq(orderMerges.versionAfter, versionAfter),
      ),
    )
    .orderBy(desc(orderMerges.id))
    .limit(1);
  return row;
}

/** An undone merge is gone: it can never be undone twice. */
export async function deleteOrderMerge(tx: Executor, venueId: number, mergeId: number): Promise<void> {
  await tx.delete(orderMerges).where(and(eq(orderMerges.venueId, venueId), eq(orderMerges.id, mergeId)));
}
