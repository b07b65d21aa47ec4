import { describe, expect, it } from 'vitest';
import {
  type AnswerContext,
  isLinkValid,
  resolveAnswer,
  SupplierAnswerSchema,
  type SupplierAnswerInput,
  supplierState,
} from './answer';

const order: AnswerContext = {
  status: 'IN_PROGRESS',
  version: 3,
  deadline: '2026-11-25',
  lineCount: 3,
  today: '2026-11-24',
};

const answer = (input: SupplierAnswerInput) => resolveAnswer(order, SupplierAnswerSchema.parse(input));
const confirm = (extra: Partial<Extract<SupplierAnswerInput, { decision: 'confirm' }>> = {}) =>
  answer({ decision: 'confirm', deliveryDate: '2026-11-25', version: 3, ...extra });

describe('the supplier answer rules (docs/PRODUCT.md#supplier-answer)', () => {
  it('confirming everything on the asked date is a plain confirmation', () => {
    expect(confirm()).toEqual({
      ok: true,
      answer: { decision: 'CONFIRMED', declinedLines: [], deliveryDate: '2026-11-25', note: '', reason: '' },
    });
  });

  it('unticked lines make it a confirmation with changes, listed once and in order', () => {
    const outcome = confirm({ declinedLines: [3, 1, 3], note: ' Nema teletine ' });
    expect(outcome).toMatchObject({
      ok: true,
      answer: { decision: 'CONFIRMED_WITH_CHANGES', declinedLines: [1, 3], note: 'Nema teletine' },
    });
  });

  it('a line the order does not have is refused', () => {
    expect(confirm({ declinedLines: [4] })).toEqual({ ok: false, code: 'invalidInput' });
    expect(
      SupplierAnswerSchema.safeParse({
        decision: 'confirm',
        deliveryDate: '2026-11-25',
        version: 3,
        declinedLines: [0],
      }).success,
    ).toBe(false);
  });

  it('unticking every line is not a confirmation: the supplier rejects instead', () => {
    expect(confirm({ declinedLines: [1, 2, 3] })).toEqual({ ok: false, code: 'invalidInput' });
  });

  it('a later date is a change; today is allowed; the past and non-dates are refused', () => {
    expect(confirm({ deliveryDate: '2026-11-27' })).toMatchObject({
      ok: true,
      answer: { decision: 'CONFIRMED_WITH_CHANGES', deliveryDate: '2026-11-27' },
    });
    expect(confirm({ deliveryDate: '2026-11-24' })).toMatchObject({ ok: true });
    expect(confirm({ deliveryDate: '2026-11-23' })).toEqual({ ok: false, code: 'dateInPast' });
    expect(confirm({ deliveryDate: '2026-02-30' })).toEqual({ ok: false, code: 'invalidDate' });
    expect(
      SupplierAnswerSchema.safeParse({ decision: 'confirm', deliveryDate: 'sutra', version: 3 }).success,
    ).toBe(false);
  });

  it("an overdue order's own date may stay as it is", () => {
    expect(
      resolveAnswer(
        { ...order, deadline: '2026-11-20' },
        SupplierAnswerSchema.parse({ decision: 'confirm', deliveryDate: '2026-11-20', version: 3 }),
      ),
    ).toMatchObject({ ok: true, answer: { decision: 'CONFIRMED' } });
  });

  it('a rejection needs a reason', () => {
    expect(answer({ decision: 'reject', reason: 'Nemamo robu', version: 3 })).toEqual({
      ok: true,
      answer: {
        decision: 'REJECTED',
        declinedLines: [],
        deliveryDate: null,
        note: '',
        reason: 'Nemamo robu',
      },
    });
    expect(SupplierAnswerSchema.safeParse({ decision: 'reject', reason: '  ', version: 3 }).success).toBe(
      false,
    );
  });

  it('an answer can change while the order is expected, but not to content the venue changed since', () => {
    expect(confirm({ version: 2 })).toEqual({ ok: false, code: 'order_changed' });
  });

  it('after the venue started receiving the order is read-only', () => {
    for (const status of ['INCOMPLETE', 'COMPLETED', 'OPEN'] as const) {
      expect(
        resolveAnswer(
          { ...order, status },
          SupplierAnswerSchema.parse({ decision: 'reject', reason: 'x', version: 3 }),
        ),
      ).toEqual({
        ok: false,
        code: 'order_not_editable',
      });
    }
  });

  it('a link works until 30 days after the order was completed', () => {
    const completed = new Date('2026-11-01T10:00:00Z');
    expect(isLinkValid(null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isLinkValid(completed, new Date('2026-12-01T09:59:59Z'))).toBe(true);
    expect(isLinkValid(completed, new Date('2026-12-01T10:00:00Z'))).toBe(false);
  });

  it('the venue chip follows opening and answering', () => {
    expect(supplierState({ decision: null, openedAt: null })).toBe('sent');
    expect(supplierState({ decision: null, openedAt: new Date() })).toBe('opened');
    expect(supplierState({ decision: 'CONFIRMED', openedAt: new Date() })).toBe('confirmed');
    expect(supplierState({ decision: 'CONFIRMED_WITH_CHANGES', openedAt: null })).toBe(
      'confirmed_with_changes',
    );
    expect(supplierState({ decision: 'REJECTED', openedAt: null })).toBe('rejected');
  });
});
