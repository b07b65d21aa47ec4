import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEYS, draftMatches, isOrderChanged, markOrderChanged, type OrderDraft, readDraft, writeDraft } from './draft-storage';

const draft: OrderDraft = {
  stationId: 3,
  kind: 'regular',
  orderId: null,
  currentStep: 1,
  allSteps: [true, false, false],
  orderObj: {
    deadline: '2026-11-22',
    supplierId: 1001,
    supplierName: 'Mesara Zlatibor',
    products: [{ articleId: 5, name: 'Pileći file', unit: 'KG', amount: '2.', note: '', isFavorite: true, recommendedQuantity: null }],
    orderNote: '',
    paymentMethod: null,
    version: null,
  },
  savedAt: '2026-11-21T07:00:00.000Z',
};

describe('the local order draft (SPEC §3)', () => {
  afterEach(() => localStorage.clear());

  it('survives as typed, including an unfinished amount', () => {
    writeDraft(draft);
    expect(readDraft()).toEqual(draft);
    expect(localStorage.getItem('newOrderDraft')).toContain('"amount":"2."');
  });

  it('reads unreadable or foreign data as no draft', () => {
    localStorage.setItem(DRAFT_KEYS.draft, '{not json');
    expect(readDraft()).toBeNull();
    localStorage.setItem(DRAFT_KEYS.draft, JSON.stringify({ ...draft, currentStep: 7 }));
    expect(readDraft()).toBeNull();
  });

  it('belongs to one wizard: station, kind and edited order', () => {
    expect(draftMatches(draft, 3, 'regular', null)).toBe(true);
    expect(draftMatches(draft, 4, 'regular', null)).toBe(false);
    expect(draftMatches(draft, 3, 'custom', null)).toBe(false);
    expect(draftMatches(draft, 3, 'regular', 12)).toBe(false);
  });

  it('is cleared together with the order-changed flag', () => {
    writeDraft(draft);
    markOrderChanged(true);
    expect(isOrderChanged()).toBe(true);
    clearDraft();
    expect(readDraft()).toBeNull();
    expect(isOrderChanged()).toBe(false);
  });
});
