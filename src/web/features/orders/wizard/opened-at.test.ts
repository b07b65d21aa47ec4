import { describe, expect, it } from 'vitest';
import { openedAt } from './opened-at';
import { initialWizardState, type WizardState } from './wizard-state';

const TODAY = '2026-11-22';
const line = {
  articleId: 5,
  name: 'Article',
  unit: 'KG' as const,
  amount: '2,5',
  note: '',
  isFavorite: false,
  recommendedQuantity: null,
  unitPrice: null,
};
/** An existing draft as the edit route opens it: supplier and date known, on the articles. */
const draft = (changes: Partial<WizardState> = {}): WizardState => ({
  ...initialWizardState(3, 'regular', '2026-11-23'),
  orderId: 40,
  savedOrderId: 40,
  supplierId: 1001,
  supplierName: 'Supplier',
  step: 1,
  finished: [true, false, false],
  lines: [line],
  ...changes,
});

describe('openedAt (a wizard opened with ?step=)', () => {
  it('opens a ready draft at the send step, the steps before it finished', () => {
    expect(openedAt(draft(), 2, TODAY, null)).toMatchObject({ step: 2, finished: [true, true, false] });
  });

  it('stops at the articles when the selection is empty or an amount is not one', () => {
    expect(openedAt(draft({ lines: [] }), 2, TODAY, null).step).toBe(1);
    expect(openedAt(draft({ lines: [{ ...line, amount: '0' }] }), 2, TODAY, null).step).toBe(1);
  });

  it('stays on step 0 when the date is no longer allowed, unless the order keeps it', () => {
    const overdue = draft({ step: 0, finished: [false, false, false], deadline: '2026-11-20' });
    expect(openedAt(overdue, 2, TODAY, null).step).toBe(0);
    expect(openedAt(overdue, 2, TODAY, '2026-11-20').step).toBe(2);
  });

  it('never moves back, and without a step leaves the state as it is', () => {
    const state = draft({ step: 2, finished: [true, true, false] });
    expect(openedAt(state, 1, TODAY, null)).toBe(state);
    expect(openedAt(draft(), 0, TODAY, null)).toEqual(draft());
  });
});
