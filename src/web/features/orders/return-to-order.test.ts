import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, forgetDraftOf, type OrderDraft, writeDraft } from './draft-storage';
import { forgetReturnToOrder, markCameFromNewOrder, orderToReturnTo } from './return-to-order';

function draftOf(stationId: number, kind: OrderDraft['kind'], orderId: number | null): OrderDraft {
  return {
    stationId,
    kind,
    orderId,
    currentStep: 1,
    allSteps: [true, false, false],
    orderObj: {
      deadline: '2026-11-25',
      supplierId: 1001,
      supplierName: 'Mesara Zlatibor',
      products: [],
      orderNote: '',
      paymentMethod: null,
      version: null,
      savedOrderId: null,
      orderNumber: null,
      receivingNote: '',
    },
    mergeDecision: null,
    savedAt: '2026-11-24T07:00:00.000Z',
  };
}

describe('back to order from the Articles page (docs/PRODUCT.md#back-to-order)', () => {
  afterEach(() => localStorage.clear());

  it('offers nothing without the came-from-new-order marker', () => {
    writeDraft(draftOf(3, 'regular', null));
    expect(orderToReturnTo()).toBeNull();
  });

  it("returns to the new-order wizard of the marker's station and kind", () => {
    markCameFromNewOrder(3, 'regular');
    expect(orderToReturnTo()).toBe('/3/new-order');
    markCameFromNewOrder(8, 'custom');
    expect(orderToReturnTo()).toBe('/8/new-custom-order');
  });

  it('goes with the draft: a new order or a cancel, and the sent or saved draft of that wizard', () => {
    markCameFromNewOrder(3, 'regular');
    clearDraft();
    expect(orderToReturnTo()).toBeNull();

    writeDraft(draftOf(3, 'regular', null));
    markCameFromNewOrder(3, 'regular');
    forgetDraftOf(3, 'regular', 41);
    expect(orderToReturnTo()).toBe('/3/new-order');
    forgetDraftOf(3, 'regular', null);
    expect(orderToReturnTo()).toBeNull();
  });

  it('is used up by going back', () => {
    writeDraft(draftOf(3, 'regular', null));
    markCameFromNewOrder(3, 'regular');
    forgetReturnToOrder();
    expect(orderToReturnTo()).toBeNull();
  });
});
