/**
 * Merging into an order: the selection is added to the order, amounts of the same article summed (domain mergeWithinLimit);
 * a sum beyond MAX_AMOUNT refuses the whole merge and leaves the order as it was. What the merge changed
 * is kept in the same transaction (order_merges), so the user can undo it (merge-undo.service.ts).
 */
import { AppError } from '@/domain/errors';
import { MAX_AMOUNT } from '@/domain/orders/amount';
import { mergeWithinLimit } from '@/domain/orders/merge';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { itemLines, type LineInput } from './order-lines';
import { assertEditable, itemsOnOrder, lockVisibleOrder, type OrderContext } from './order-locks';
import { insertOrderMerge } from './order-merges.repository';
import { replaceItems, updateOrder } from './orders.repository';
import { readOrder } from './read-order.service';

export async function mergeIntoOrder(
  ctx: OrderContext,
  orderId: number,
  kind: OrderKind,
  added: readonly LineInput[],
) {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  await ctx.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, principal, orderId, kind);
    assertEditable(order, principal);
    const { items, byArticle } = await itemsOnOrder(tx, venueId, order.id);
    const merged = mergeWithinLimit(
      items.map((item) => ({ articleId: item.articleId, amount: item.amount, note: item.note })),
      added.map((line) => ({ articleId: line.id, amount: line.amount, note: line.note })),
    );
    if (!merged.ok)
      throw new AppError(merged.code, `Article ${merged.articleId}: the merged amount passes ${MAX_AMOUNT}`);
    const lines = await itemLines(
      tx,
      venueId,
      order.supplierId!,
      order.stationId,
      merged.lines.map((line) => ({ id: line.articleId, amount: line.amount, note: line.note })),
      byArticle,
    );
    const now = ctx.now();
    await insertOrderMerge(tx, {
      venueId,
      orderId: order.id,
      itemsBefore: items.map((item) => ({
        articleId: item.articleId,
        name: item.name,
        unit: item.unit,
        amount: item.amount,
        note: item.note,
      })),
      lastUpdatedByIdBefore: order.lastUpdatedById,
      lastUpdatedAtBefore: order.lastUpdatedAt,
      // The order is locked: the update below moves it to exactly this version.
      versionAfter: order.version + 1,
      mergedById: principal.userId,
      createdAt: now,
    });
    await replaceItems(tx, venueId, order.id, lines);
    await updateOrder(tx, venueId, order.id, { lastUpdatedById: principal.userId, lastUpdatedAt: now });
  });
  return readOrder(ctx, orderId);
}
