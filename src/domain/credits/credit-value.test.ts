import { describe, expect, it } from 'vitest';
import { creditDraft, type ReceivedLine } from './credit-value';
import { creditNumber } from './credit-states';
import { formatCreditMessage } from './credit-message';

const line = (overrides: Partial<ReceivedLine>): ReceivedLine => ({
  id: 1,
  name: 'Junetina',
  unit: 'KG',
  amount: '4',
  status: 'DELIVERED',
  deliveredAmount: '4',
  unitPrice: '120.00',
  paidPrice: null,
  ...overrides,
});

describe('what a supplier owes after a receipt', () => {
  it('values a partial line at the missing quantity times the ordered price', () => {
    const draft = creditDraft([line({ deliveredAmount: '2.5' })], '2');
    expect(draft.lines).toEqual([
      expect.objectContaining({ missingAmount: '1.5', priceDifference: null, value: '180.00' }),
    ]);
    expect(draft.total).toBe('180.00');
  });

  it('values a not-delivered line at all of it', () => {
    const draft = creditDraft([line({ status: 'NOT_DELIVERED', deliveredAmount: null })], '2');
    expect(draft.total).toBe('480.00');
  });

  it('leaves out lines moved to a later delivery, still arriving, fully delivered or without a price', () => {
    const draft = creditDraft(
      [
        line({ id: 1, status: 'MOVE_TO_NEW', deliveredAmount: null }),
        line({ id: 2, status: 'INCOMPLETE', deliveredAmount: null }),
        line({ id: 3 }),
        line({ id: 4, status: 'NOT_DELIVERED', deliveredAmount: null, unitPrice: null }),
        line({ id: 5, status: 'PENDING', deliveredAmount: null }),
      ],
      '2',
    );
    expect(draft).toEqual({ lines: [], total: '0.00' });
  });

  it('asks for a paid price above the tolerance times the quantity received, not one within it or below', () => {
    const draft = creditDraft(
      [
        line({ id: 1, deliveredAmount: '2.5', amount: '2.5', paidPrice: '132.00' }),
        // 2 % of 120 is 2.40: exactly at the tolerance is no change.
        line({ id: 2, paidPrice: '122.40' }),
        line({ id: 3, paidPrice: '100.00' }),
      ],
      '2',
    );
    expect(draft.lines.map((l) => [l.orderItemId, l.priceDifference, l.receivedAmount, l.value])).toEqual([
      [1, '12.00', '2.5', '30.00'],
    ]);
  });

  it('adds both parts of a line short and over-priced, each rounded half up to a cent', () => {
    // Missing 0.333 x 0.15 = 0.04995 -> 0.05; difference 0.05 x 0.667 = 0.03335 -> 0.03.
    const draft = creditDraft(
      [line({ amount: '1', deliveredAmount: '0.667', unitPrice: '0.15', paidPrice: '0.20' })],
      '2',
    );
    expect(draft.lines[0]).toMatchObject({ missingAmount: '0.333', priceDifference: '0.05', value: '0.08' });
    expect(draft.total).toBe('0.08');
  });

  it('sums lines exactly, beyond floating point', () => {
    const draft = creditDraft(
      [
        line({ id: 1, status: 'NOT_DELIVERED', deliveredAmount: null, amount: '1', unitPrice: '0.10' }),
        line({ id: 2, status: 'NOT_DELIVERED', deliveredAmount: null, amount: '1', unitPrice: '0.20' }),
      ],
      '2',
    );
    expect(draft.total).toBe('0.30');
  });
});

describe('the credit request number and text', () => {
  it('numbers requests KRD-0001 per venue', () => {
    expect(creditNumber(1)).toBe('KRD-0001');
    expect(creditNumber(12345)).toBe('KRD-12345');
  });

  it('writes the text in the sender’s language and number format, ending with the link', () => {
    const input = {
      venueName: 'Bistro',
      creditNumber: 'KRD-0001',
      orderNumber: 'A-12',
      currency: 'RSD',
      lines: [
        {
          name: 'Junetina',
          unit: 'KG',
          missingAmount: '1.5',
          orderedPrice: '1200.00',
          priceDifference: null,
          receivedAmount: null,
          value: '1800.00',
        },
      ],
      total: '1800.00',
      link: 'https://app.test/k/abc',
    };
    const ser = formatCreditMessage({ ...input, language: 'ser' });
    expect(ser).toContain('Zahtev za knjižno odobrenje KRD-0001');
    expect(ser).toContain('1. Junetina: nije isporučeno 1,5 KG × 1.200,00 RSD = 1.800,00 RSD');
    expect(ser.endsWith('https://app.test/k/abc')).toBe(true);
    const en = formatCreditMessage({ ...input, language: 'en' });
    expect(en).toContain('Total to credit: 1,800.00 RSD');
  });
});
