import { describe, expect, it } from 'vitest';
import { undoMergeRefusal } from './merge-undo';

const undoable = { requestedVersion: 4, orderVersion: 4, mergeVersionAfter: 4, editable: true };

describe('undoing a merge (docs/PRODUCT.md#merge-undo)', () => {
  it('is allowed while the order is exactly as the merge left it', () => {
    expect(undoMergeRefusal(undoable)).toBeNull();
  });

  it('is a conflict once the order changed after the merge', () => {
    expect(undoMergeRefusal({ ...undoable, orderVersion: 5 })).toBe('order_changed');
  });

  it('is a conflict when the client names another version than the one the merge answered', () => {
    expect(undoMergeRefusal({ ...undoable, requestedVersion: 3 })).toBe('order_changed');
  });

  it('is a conflict when no merge left the order at its version (already undone, or never merged)', () => {
    expect(undoMergeRefusal({ ...undoable, mergeVersionAfter: null })).toBe('order_changed');
    expect(undoMergeRefusal({ ...undoable, mergeVersionAfter: 3 })).toBe('order_changed');
  });

  it('is refused when the caller may no longer change the order', () => {
    expect(undoMergeRefusal({ ...undoable, editable: false })).toBe('order_not_editable');
  });
});
