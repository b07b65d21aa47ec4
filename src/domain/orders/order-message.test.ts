import { describe, expect, it } from 'vitest';
import { formatOrderMessage, orderMailSubject } from './order-message';

const order = {
  venueName: 'Bistro Primer',
  stationName: 'Topla kuhinja',
  orderNumber: 'KUH-0042',
  deadline: '2026-11-22',
  items: [
    { name: 'Pileća prsa', amount: '5.000', unit: 'KG', note: 'bez kože' },
    { name: 'Mleko 3.2% 1L', amount: '12', unit: 'KOM', note: '' },
  ],
  orderNote: 'Isporuka pre 8h',
  paymentMethod: 'cash' as const,
};

describe('the order text (docs/PRODUCT.md#current-orders, #ordering)', () => {
  it('carries venue, station, number, date DD.MM.YYYY, items with amount, unit and note, note and payment', () => {
    expect(formatOrderMessage({ ...order, language: 'ser' })).toBe(
      [
        'Porudžbina KUH-0042',
        'Bistro Primer – Topla kuhinja',
        'Datum isporuke: 22.11.2026',
        '',
        '1. Pileća prsa – 5 KG (napomena: bez kože)',
        '2. Mleko 3.2% 1L – 12 KOM',
        '',
        'Napomena: Isporuka pre 8h',
        'Način plaćanja: gotovina',
        '',
        'Hvala!',
      ].join('\n'),
    );
  });

  it("is written in the sender's language", () => {
    const text = formatOrderMessage({ ...order, language: 'en', paymentMethod: 'wire_transfer' });
    expect(text).toContain('Order KUH-0042');
    expect(text).toContain('Delivery date: 22.11.2026');
    expect(text).toContain('1. Pileća prsa – 5 KG (note: bez kože)');
    expect(text).toContain('Payment method: wire transfer');
  });

  it('writes a decimal amount as the reader does: "1,5" to a Serbian supplier, "1.5" to an English one', () => {
    const items = [{ name: 'Junetina', amount: '1.500', unit: 'KG' }];
    const serbian = formatOrderMessage({ ...order, items, language: 'ser' });
    const english = formatOrderMessage({ ...order, items, language: 'en' });
    expect(serbian).toContain('1. Junetina – 1,5 KG');
    expect(serbian).not.toContain('1.5');
    expect(english).toContain('1. Junetina – 1.5 KG');
  });

  it('leaves out an empty note and a missing payment method', () => {
    const text = formatOrderMessage({ ...order, language: 'ser', orderNote: '  ', paymentMethod: null });
    expect(text).not.toContain('Napomena:');
    expect(text).not.toContain('Način plaćanja');
  });

  it('calls an order without a number yet a new order', () => {
    expect(formatOrderMessage({ ...order, language: 'ser', orderNumber: null }).split('\n')[0]).toBe(
      'Nova porudžbina',
    );
  });

  it('has the mail subject: a fixed phrase and the venue name', () => {
    expect(orderMailSubject('ser', 'Bistro Primer')).toBe('Nova porudžbina – Bistro Primer');
    expect(orderMailSubject('en', 'Bistro Primer')).toBe('New order – Bistro Primer');
  });

  it("ends with the supplier's link once the server made one (docs/PRODUCT.md#supplier-link)", () => {
    const text = formatOrderMessage({ ...order, language: 'en', link: 'https://nabavka.rs/o/abc' });
    expect(text.split('\n').slice(-2)).toEqual(['Thank you!', 'https://nabavka.rs/o/abc']);
    expect(formatOrderMessage({ ...order, language: 'en' }).endsWith('Thank you!')).toBe(true);
  });
});
