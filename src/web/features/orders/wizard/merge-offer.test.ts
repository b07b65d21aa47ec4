import { describe, expect, it } from 'vitest';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import type { OrderStatus } from '@/domain/shared/enums';
import { mergeOffers, shouldOfferMerge } from './merge-offer';

function listed(id: number, status: OrderStatus): OrderListItem {
  return {
    id,
    order_number: `KUH-00${id}`,
    deadline: '2026-11-23',
    status,
    supplier: { id: 1001, name: 'Mesara Zlatibor', isMarket: false, deleted: false },
    marketSupplier: null,
    department: { id: 3, name: 'Kuhinja', isWarehouse: false },
    supplierContactNumber: null,
    isCustomOrder: false,
    newOrderId: null,
    hasShortfall: false,
    createdAt: '2026-11-22T06:00:00.000Z',
    sentAt: null,
    itemsCount: 3,
  };
}

const orders = [listed(11, 'OPEN'), listed(12, 'IN_PROGRESS'), listed(13, 'INCOMPLETE')];
const KEY = '3|1001|2026-11-23';

describe('offering existing orders for merging (docs/PRODUCT.md#merge)', () => {
  it('opens a draft in the wizard and a sent order in the Expected list', () => {
    const offers = mergeOffers(orders, { role: 'ROLE_USER', selectionReady: true, ownOrderId: null });
    expect(offers.map((offer) => [offer.order.id, offer.goTo])).toEqual([
      [11, 'edit'],
      [12, 'expected'],
      [13, 'expected'],
    ]);
  });

  it('lets staff merge into a draft but not into a sent order, and never into an incomplete one', () => {
    const offers = mergeOffers(orders, { role: 'ROLE_USER', selectionReady: true, ownOrderId: null });
    expect(offers.map((offer) => offer.merge)).toEqual([{ block: null }, { block: 'adminOnly' }, null]);
  });

  it('lets an admin merge into a sent order too', () => {
    const offers = mergeOffers(orders, { role: 'ROLE_ADMIN', selectionReady: true, ownOrderId: null });
    expect(offers.map((offer) => offer.merge)).toEqual([{ block: null }, { block: null }, null]);
  });

  it('needs a valid selection before anything can be merged', () => {
    const offers = mergeOffers(orders, { role: 'ROLE_ADMIN', selectionReady: false, ownOrderId: null });
    expect(offers.map((offer) => offer.merge?.block ?? null)).toEqual([
      'selectArticles',
      'selectArticles',
      null,
    ]);
  });

  it('does not offer the order this wizard already created', () => {
    const offers = mergeOffers(orders, { role: 'ROLE_USER', selectionReady: true, ownOrderId: 11 });
    expect(offers.map((offer) => offer.order.id)).toEqual([12, 13]);
  });

  it('shows the offer when there is something to offer and the user has not decided for this day and supplier', () => {
    const offers = mergeOffers(orders, { role: 'ROLE_USER', selectionReady: true, ownOrderId: null });
    expect(shouldOfferMerge([], null, KEY)).toBe(false);
    expect(shouldOfferMerge(offers, null, KEY)).toBe(true);
    expect(shouldOfferMerge(offers, { key: '3|1002|2026-11-23', withSelection: true }, KEY)).toBe(true);
    expect(shouldOfferMerge(offers, { key: KEY, withSelection: true }, KEY)).toBe(false);
  });

  it('offers again after the articles only if the user declined before selecting and a merge is now possible', () => {
    const declinedEmpty = { key: KEY, withSelection: false };
    const possible = mergeOffers(orders, { role: 'ROLE_USER', selectionReady: true, ownOrderId: null });
    const impossible = mergeOffers([listed(12, 'IN_PROGRESS')], {
      role: 'ROLE_USER',
      selectionReady: true,
      ownOrderId: null,
    });
    expect(shouldOfferMerge(possible, declinedEmpty, KEY)).toBe(true);
    expect(shouldOfferMerge(impossible, declinedEmpty, KEY)).toBe(false);
  });
});
