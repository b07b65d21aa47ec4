import { describe, expect, it } from 'vitest';
import { countdown, invoiceState, sortInvoices } from './invoice-state';
import { invoiceSummary } from './test-invoices';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('invoice countdown', () => {
  it('counts whole days left, a part of a day as a day', () => {
    expect(countdown('2026-03-13T12:00:00.000Z', '2026-04-01T00:00:00.000Z', now)).toEqual({
      kind: 'daysLeft',
      days: 3,
    });
    expect(countdown('2026-03-13T11:00:00.000Z', '2026-04-01T00:00:00.000Z', now)).toEqual({
      kind: 'daysLeft',
      days: 3,
    });
    expect(countdown('2026-03-10T13:00:00.000Z', '2026-04-01T00:00:00.000Z', now)).toEqual({
      kind: 'daysLeft',
      days: 1,
    });
  });

  it('counts the 5 extra days after the deadline, then the invoice counts as rejected', () => {
    const final = '2026-03-12T12:00:00.000Z';
    expect(countdown('2026-03-10T12:00:00.000Z', final, now)).toEqual({ kind: 'extended', days: 2 });
    expect(countdown('2026-03-01T00:00:00.000Z', '2026-03-10T12:00:01.000Z', now)).toEqual({
      kind: 'extended',
      days: 1,
    });
    expect(countdown('2026-03-01T00:00:00.000Z', '2026-03-10T12:00:00.000Z', now)).toEqual({
      kind: 'countsRejected',
    });
  });
});

describe('invoice state', () => {
  it('is the decision, else unreadable when it could not be read, else waiting', () => {
    expect(invoiceState({ decision: 'ACCEPTED', parseError: null })).toBe('accepted');
    expect(invoiceState({ decision: 'REJECTED', parseError: null })).toBe('rejected');
    expect(invoiceState({ decision: null, parseError: 'invoice_not_ubl' })).toBe('unreadable');
    expect(invoiceState({ decision: null, parseError: null })).toBe('waiting');
  });
});

describe('invoice list order', () => {
  it('puts waiting invoices first, soonest deadline first, then the others newest first', () => {
    const later = invoiceSummary({ id: 1, deadline: '2026-03-20T00:00:00.000Z' });
    const soon = invoiceSummary({ id: 2, deadline: '2026-03-12T00:00:00.000Z' });
    const oldDecided = invoiceSummary({
      id: 3,
      decision: 'ACCEPTED',
      deadline: '2026-03-11T00:00:00.000Z',
      receivedAt: '2026-02-24T00:00:00.000Z',
    });
    const newDecided = invoiceSummary({
      id: 4,
      decision: 'REJECTED',
      deadline: '2026-03-11T00:00:00.000Z',
      receivedAt: '2026-02-25T00:00:00.000Z',
    });
    const unreadable = invoiceSummary({
      id: 5,
      parseError: 'invoice_not_ubl',
      receivedAt: '2026-02-20T00:00:00.000Z',
    });
    expect(sortInvoices([oldDecided, later, unreadable, newDecided, soon]).map(({ id }) => id)).toEqual([
      2, 1, 4, 3, 5,
    ]);
  });
});
