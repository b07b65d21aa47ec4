/**
 * Undo of a merge (docs/PRODUCT.md#merge-undo): in one transaction on the locked order, and only while the order is
 * exactly as the merge left it (domain undoMergeRefusal), the items and last-change fields go back to what the merge
 * kept (order_merges), the order's version moves on (anyone holding the merged version now gets a conflict), and the
 * merge record goes, so it cannot be undone twice.
 */
import { AppError } from '@/domain/errors';
import { undoMergeRefusal } from '@/domain/orders/merge-undo';
import { canEditOrderItems } from '@/domain/orders/order-rules';
import type { Order } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { deleteOrderMerge, mergeLeavingVersion } from './order-merges.repository';
import { replaceItems, restoreLastChange } from './orders.repository';
import { lockVisibleOrder, type OrderContext } from './order-locks';
import { readOrder } from './read-order.service';

export async function undoMerge(
  ctx: OrderContext,
  orderId: number,
  kind: OrderKind,
  version: number,
): Promise<Order> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  await ctx.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, principal, orderId, kind);
    const merge = await mergeLeavingVersion(tx, venueId, order.id, order.version);
    const refusal = undoMergeRefusal({
      requestedVersion: version,
      orderVersion: order.version,
      mergeVersionAfter: merge?.versionAfter ?? null,
      editable: canEditOrderItems(order.status, principal.role),
    });
    if (refusal) throw new AppError(refusal);
    await replaceItems(tx, venueId, order.id, merge!.itemsBefore);
    await restoreLastChange(tx, venueId, order.id, {
      lastUpdatedById: merge!.lastUpdatedByIdBefore,
      lastUpdatedAt: merge!.lastUpdatedAtBefore,
    });
    await deleteOrderMerge(tx, venueId, merge!.id);
  });
  return readOrder(ctx, orderId);
}
