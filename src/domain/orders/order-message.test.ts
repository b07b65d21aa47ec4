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

describe('prices in the order text (docs/PRODUCT.md#prices)', () => {
  const priced = {
    ...order,
    paymentMethod: null,
    orderNote: '',
    items: [
      { name: 'Pileća prsa', amount: '2.5', unit: 'KG', note: 'bez kože', unitPrice: '1234.50' },
      { name: 'Mleko 3.2% 1L', amount: '12', unit: 'KOM', unitPrice: '120.00' },
      { name: 'So', amount: '1', unit: 'KG', unitPrice: null },
    ],
  };

  it('names no price unless the venue switched prices in the message on', () => {
    const text = formatOrderMessage({ ...priced, language: 'ser' });
    expect(text).not.toContain('RSD');
    expect(text).toContain('1. Pileća prsa – 2,5 KG (napomena: bez kože)');
  });

  it('gives unit price, line value and the total in Serbian number format', () => {
    expect(formatOrderMessage({ ...priced, language: 'ser', prices: { currency: 'RSD' } })).toBe(
      [
        'Porudžbina KUH-0042',
        'Bistro Primer – Topla kuhinja',
        'Datum isporuke: 22.11.2026',
        '',
        '1. Pileća prsa – 2,5 KG × 1.234,50 RSD = 3.086,25 RSD (napomena: bez kože)',
        '2. Mleko 3.2% 1L – 12 KOM × 120,00 RSD = 1.440,00 RSD',
        '3. So – 1 KG',
        '',
        'Ukupno: 4.526,25 RSD (bez stavki koje nemaju cenu: 1)',
        '',
        'Hvala!',
      ].join('\n'),
    );
  });

  it("writes money as an English reader does, in the venue's currency", () => {
    const text = formatOrderMessage({ ...priced, language: 'en', prices: { currency: 'EUR' } });
    expect(text).toContain('1. Pileća prsa – 2.5 KG × 1,234.50 EUR = 3,086.25 EUR (note: bez kože)');
    expect(text).toContain('Total: 4,526.25 EUR (without items that have no price: 1)');
  });

  it('has no total line when no item has a price', () => {
    const items = [{ name: 'So', amount: '1', unit: 'KG', unitPrice: null }];
    const text = formatOrderMessage({ ...priced, items, language: 'en', prices: { currency: 'RSD' } });
    expect(text).not.toContain('Total');
    expect(text).toContain('1. So – 1 KG');
  });
});
