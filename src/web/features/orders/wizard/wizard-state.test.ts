import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@/domain/orders/orders.schemas';
import { readDraft, writeDraft } from '../draft-storage';
import {
  type ArticleRef,
  deadlineAllowed,
  fromDraft,
  initialWizardState,
  lineProblem,
  mergeKey,
  nonFavoriteArticleIds,
  orderLines,
  selectionReady,
  stepZeroReady,
  toDraft,
  type WizardAction,
  type WizardState,
  wizardReducer,
  wizardStateFromOrder,
} from './wizard-state';

const TODAY = '2026-11-22';
const file: ArticleRef = {
  id: 5,
  name: 'Pileći file',
  unit: 'KG',
  isFavorite: true,
  recommendedQuantity: '10',
  defaultPrice: '1150.00',
};
const but: ArticleRef = {
  id: 6,
  name: 'Juneći but',
  unit: 'KG',
  isFavorite: false,
  recommendedQuantity: null,
};

function run(state: WizardState, ...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, state);
}

const fresh = () => initialWizardState(3, 'regular', '2026-11-23');
const withSupplier = () =>
  run(fresh(), { type: 'setSupplier', supplierId: 1001, supplierName: 'Mesara Zlatibor' });

describe('the order wizard state (wizard: docs/PRODUCT.md#order-wizard)', () => {
  afterEach(() => localStorage.clear());

  it('starts on step 0 with tomorrow as the date and nothing selected', () => {
    const state = fresh();
    expect(state).toMatchObject({
      step: 0,
      finished: [false, false, false],
      deadline: '2026-11-23',
      lines: [],
    });
  });

  it('marks a step finished on Continue and moves to the next one', () => {
    const state = run(withSupplier(), { type: 'continue' }, { type: 'continue' });
    expect(state.step).toBe(2);
    expect(state.finished).toEqual([true, true, false]);
  });

  it('unmarks the step it goes back to and every later step', () => {
    const onPreview = run(withSupplier(), { type: 'continue' }, { type: 'continue' });
    expect(run(onPreview, { type: 'goBack', to: 1 })).toMatchObject({
      step: 1,
      finished: [true, false, false],
    });
    expect(run(onPreview, { type: 'goBack', to: 0 })).toMatchObject({
      step: 0,
      finished: [false, false, false],
    });
  });

  it('never goes "back" to the current or a later step', () => {
    const onArticles = run(withSupplier(), { type: 'continue' });
    expect(run(onArticles, { type: 'goBack', to: 2 })).toBe(onArticles);
  });

  it('selects an article (with its station price, docs/PRODUCT.md#prices) when an amount is typed in the list and removes it when the amount is cleared', () => {
    const selected = run(withSupplier(), { type: 'setListAmount', article: file, amount: '2.' });
    expect(selected.lines).toEqual([
      {
        articleId: 5,
        name: 'Pileći file',
        unit: 'KG',
        amount: '2.',
        note: '',
        isFavorite: true,
        recommendedQuantity: '10',
        unitPrice: '1150.00',
      },
    ]);
    const typedOn = run(selected, { type: 'setListAmount', article: file, amount: '2.5' });
    expect(typedOn.lines.map((line) => line.amount)).toEqual(['2.5']);
    expect(run(typedOn, { type: 'setListAmount', article: file, amount: '' }).lines).toEqual([]);
  });

  it('keeps an article whose amount is emptied while typing, so its note survives and the cart can point at it', () => {
    const state = run(
      withSupplier(),
      { type: 'setListAmount', article: file, amount: '2' },
      { type: 'setLineAmount', articleId: file.id, amount: '' },
    );
    expect(state.lines).toHaveLength(1);
    expect(lineProblem(state.lines[0]!)).toBe('empty');
    expect(selectionReady(state.lines)).toBe(false);
  });

  it('empties the selection when the supplier changes, but not when the same supplier is chosen again', () => {
    const selected = run(withSupplier(), { type: 'setListAmount', article: file, amount: '2' });
    expect(run(selected, { type: 'setSupplier', supplierId: 1001, supplierName: 'Mesara Zlatibor' })).toBe(
      selected,
    );
    const changed = run(selected, {
      type: 'setSupplier',
      supplierId: 1002,
      supplierName: 'Mlekara Subotica',
    });
    expect(changed).toMatchObject({ supplierId: 1002, supplierName: 'Mlekara Subotica', lines: [] });
  });

  it('keeps notes per article and removes an article from the cart', () => {
    const state = run(
      withSupplier(),
      { type: 'setListAmount', article: file, amount: '2' },
      { type: 'setListAmount', article: but, amount: '1' },
      { type: 'setLineNote', articleId: file.id, note: ' bez kože ' },
      { type: 'removeLine', articleId: but.id },
    );
    expect(orderLines(state.lines)).toEqual([{ id: 5, amount: '2', note: 'bez kože' }]);
  });

  it('allows Save and Continue only with at least one article and every amount valid (docs/PRODUCT.md#amounts)', () => {
    expect(selectionReady([])).toBe(false);
    const state = run(withSupplier(), { type: 'setListAmount', article: file, amount: '2' });
    expect(selectionReady(state.lines)).toBe(true);
    for (const amount of ['2.', '0', '0.05']) {
      expect(selectionReady(run(state, { type: 'setListAmount', article: but, amount }).lines)).toBe(false);
    }
  });

  it('needs a supplier and a date today or later on step 0; an edited order may keep its past date', () => {
    expect(stepZeroReady(fresh(), TODAY)).toBe(false);
    expect(stepZeroReady(withSupplier(), TODAY)).toBe(true);
    expect(stepZeroReady(run(withSupplier(), { type: 'setDeadline', deadline: TODAY }), TODAY)).toBe(true);
    expect(stepZeroReady(run(withSupplier(), { type: 'setDeadline', deadline: '2026-11-20' }), TODAY)).toBe(
      false,
    );
    expect(deadlineAllowed('2026-11-20', TODAY, '2026-11-20')).toBe(true);
    expect(deadlineAllowed(null, TODAY)).toBe(false);
  });

  it('lists the ordered articles that are not favorites yet', () => {
    const state = run(
      withSupplier(),
      { type: 'setListAmount', article: file, amount: '2' },
      { type: 'setListAmount', article: but, amount: '1' },
    );
    expect(nonFavoriteArticleIds(state.lines)).toEqual([6]);
    expect(
      nonFavoriteArticleIds(run(state, { type: 'setFavorite', articleId: 6, isFavorite: true }).lines),
    ).toEqual([]);
  });

  it('names the merge lookup by station, supplier and date', () => {
    expect(mergeKey(withSupplier())).toBe('3|1001|2026-11-23');
  });

  it('remembers the order a send already created, so a retry updates it instead of creating another', () => {
    const state = run(withSupplier(), { type: 'synced', savedOrderId: 42, version: null });
    expect(state).toMatchObject({ orderId: null, savedOrderId: 42 });
  });

  it('survives the draft round trip exactly, unfinished amount, notes, step and choices included', () => {
    const state = run(
      withSupplier(),
      { type: 'continue' },
      { type: 'setListAmount', article: file, amount: '2.' },
      { type: 'setLineNote', articleId: file.id, note: 'bez kože' },
      { type: 'setOrderNote', note: 'Zadnji ulaz' },
      { type: 'setPaymentMethod', paymentMethod: 'cash' },
      { type: 'decideMerge', decision: { key: '3|1001|2026-11-23', withSelection: false } },
    );
    writeDraft(toDraft(state, new Date('2026-11-22T06:00:00Z')));
    const restored = readDraft();
    expect(restored).not.toBeNull();
    expect(fromDraft(restored!)).toEqual(state);
  });

  it('opens an existing order on its articles, with its lines, number and version', () => {
    const order = {
      id: 12,
      order_number: 'KUH-0012',
      deadline: '2026-11-23',
      status: 'OPEN',
      supplier: { id: 1001, name: 'Mesara Zlatibor', isMarket: false, deleted: false },
      marketSupplier: null,
      department: { id: 3, name: 'Kuhinja', isWarehouse: false },
      products: [
        {
          id: 100,
          articleId: 5,
          name: 'Pileći file',
          amount: '2.500',
          unit: 'KG',
          note: 'bez kože',
          status: 'PENDING',
          deliveredAmount: null,
          notDeliveredReason: null,
          receiveNote: '',
          move_to_order_id: null,
        },
      ],
      orderNote: 'Zadnji ulaz',
      receivingNote: '',
      paymentMethod: 'wire_transfer',
      version: 4,
    } as unknown as Order;
    const state = wizardStateFromOrder(order, 'regular');
    expect(state).toMatchObject({
      orderId: 12,
      savedOrderId: 12,
      orderNumber: 'KUH-0012',
      step: 1,
      finished: [true, false, false],
      supplierId: 1001,
      version: 4,
      paymentMethod: 'wire_transfer',
    });
    expect(state.lines).toEqual([
      {
        articleId: 5,
        name: 'Pileći file',
        unit: 'KG',
        amount: '2.5',
        note: 'bez kože',
        isFavorite: false,
        recommendedQuantity: null,
      },
    ]);
  });
});
