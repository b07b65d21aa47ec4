/**
 * Undoing a merge (docs/PRODUCT.md#merge-undo): the merge into an order is applied when the user confirms it, and the
 * screen then offers to undo it. Undo puts the order back exactly as it was before the merge, and only while nothing
 * else changed it since: the caller names the version the merge answered, the order must still have it, and a merge
 * must have left the order at that version. Anything else is a conflict (409 order_changed), never a silent loss.
 */
import type { ErrorCode } from '@/domain/errors';

export interface UndoMergeCheck {
  /** The version the client saw right after its merge. */
  requestedVersion: number;
  /** The order's version now (read under its row lock). */
  orderVersion: number;
  /** The version the order's last merge left it at; null when no merge of the order can still be undone. */
  mergeVersionAfter: number | null;
  /** Whether the caller may still change this order's items (its status and the caller's role). */
  editable: boolean;
}

/** Why the merge cannot be undone now, or null when it can. */
export function undoMergeRefusal(
  check: UndoMergeCheck,
): Extract<ErrorCode, 'order_changed' | 'order_not_editable'> | null {
  if (check.mergeVersionAfter === null) return 'order_changed';
  if (check.requestedVersion !== check.orderVersion) return 'order_changed';
  if (check.orderVersion !== check.mergeVersionAfter) return 'order_changed';
  if (!check.editable) return 'order_not_editable';
  return null;
}
