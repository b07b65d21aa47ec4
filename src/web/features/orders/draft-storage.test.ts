import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  createDraftWriter,
  DRAFT_KEYS,
  DRAFT_WRITE_DELAY_MS,
  draftMatches,
  forgetDraftOf,
  isOrderChanged,
  markOrderChanged,
  type OrderDraft,
  readDraft,
  writeDraft,
} from './draft-storage';

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
    products: [
      {
        articleId: 5,
        name: 'Pileći file',
        unit: 'KG',
        amount: '2.',
        note: '',
        isFavorite: true,
        recommendedQuantity: null,
      },
    ],
    orderNote: '',
    paymentMethod: null,
    version: null,
    savedOrderId: null,
    orderNumber: null,
    receivingNote: '',
  },
  mergeDecision: null,
  savedAt: '2026-11-21T07:00:00.000Z',
};

describe('the local order draft (docs/PRODUCT.md#data-local)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

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

  it('reads a draft written before the wizard kept the created order, merge choice and receiving note', () => {
    const { mergeDecision: _decision, ...older } = draft;
    const {
      savedOrderId: _saved,
      orderNumber: _number,
      receivingNote: _note,
      ...olderOrder
    } = draft.orderObj;
    localStorage.setItem(DRAFT_KEYS.draft, JSON.stringify({ ...older, orderObj: olderOrder }));
    expect(readDraft()).toEqual(draft);
  });

  it('forgets only the draft of the wizard that finished, never another one', () => {
    writeDraft(draft);
    markOrderChanged(true);
    forgetDraftOf(3, 'regular', 12);
    expect(readDraft()).toEqual(draft);
    forgetDraftOf(3, 'regular', null);
    expect(readDraft()).toBeNull();
    expect(isOrderChanged()).toBe(false);
  });
});

describe('writing the draft while the user types', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  const typed = (amount: string): OrderDraft => ({
    ...draft,
    orderObj: { ...draft.orderObj, products: [{ ...draft.orderObj.products[0]!, amount }] },
  });
  const storedAmount = () => readDraft()?.orderObj.products[0]?.amount;

  it('writes the latest state once typing pauses', () => {
    vi.useFakeTimers();
    const writer = createDraftWriter();
    writer.schedule(typed('2'));
    writer.schedule(typed('2.'));
    expect(readDraft()).toBeNull();
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    expect(storedAmount()).toBe('2.');
  });

  it('writes at once when flushed (page hidden or closed)', () => {
    vi.useFakeTimers();
    const writer = createDraftWriter();
    writer.schedule(typed('3'));
    writer.flush();
    expect(storedAmount()).toBe('3');
  });

  it('writes nothing more once stopped, so a saved or sent order leaves no draft behind', () => {
    vi.useFakeTimers();
    const writer = createDraftWriter();
    writer.schedule(typed('3'));
    writer.stop();
    writer.schedule(typed('4'));
    writer.flush();
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS * 2);
    expect(readDraft()).toBeNull();
  });
});
