import { describe, expect, it } from 'vitest';
import { nameSimilarity, nameTokens, unitsCompatible } from './name-similarity';
import { type InvoiceToMatch, matchOrders, type OrderCandidate, referencedNumbers } from './order-matching';

const order = (over: Partial<OrderCandidate>): OrderCandidate => ({
  id: 1,
  orderNumber: 'BD-0001',
  supplierId: 7,
  status: 'COMPLETED',
  deadline: '2026-11-19',
  articleNames: [],
  ...over,
});
const invoice = (over: Partial<InvoiceToMatch>): InvoiceToMatch => ({
  supplierId: 7,
  orderReference: null,
  deliveryDate: '2026-11-19',
  issueDate: '2026-11-20',
  lineNames: [],
  ...over,
});

describe('matchOrders by reference', () => {
  it('takes every order of the supplier the reference names, in any case and separator', () => {
    const orders = [order({ id: 1, orderNumber: 'BD-0042' }), order({ id: 2, orderNumber: 'BD-0043' })];
    expect(matchOrders(invoice({ orderReference: 'bd-0042, BD-0043' }), orders)).toEqual([
      { orderId: 1, how: 'REFERENCE' },
      { orderId: 2, how: 'REFERENCE' },
    ]);
    expect(referencedNumbers(' bd-1 ;BD-2/BD-3 ')).toEqual(['BD-1', 'BD-2', 'BD-3']);
  });

  it("ignores another supplier's order and drafts with the number, then falls back to the date", () => {
    const orders = [
      order({ id: 1, orderNumber: 'BD-0042', supplierId: 8 }),
      order({ id: 2, orderNumber: 'BD-0042', status: 'OPEN' }),
      order({ id: 3, orderNumber: 'BD-0050', deadline: '2026-11-19' }),
    ];
    expect(matchOrders(invoice({ orderReference: 'BD-0042' }), orders)).toEqual([
      { orderId: 3, how: 'DATE' },
    ]);
  });

  it('matches nothing without a supplier', () => {
    expect(matchOrders(invoice({ supplierId: null, orderReference: 'BD-0001' }), [order({})])).toEqual([]);
  });
});

describe('matchOrders by date window', () => {
  it('takes orders whose delivery day is 1 day before to 3 days after the invoice delivery', () => {
    const at = (deadline: string) => matchOrders(invoice({}), [order({ deadline })]);
    expect(at('2026-11-18')).toEqual([{ orderId: 1, how: 'DATE' }]);
    expect(at('2026-11-22')).toEqual([{ orderId: 1, how: 'DATE' }]);
    expect(at('2026-11-17')).toEqual([]);
    expect(at('2026-11-23')).toEqual([]);
  });

  it('uses the issue day when the invoice gives no delivery day', () => {
    const orders = [order({ deadline: '2026-11-21' })];
    expect(matchOrders(invoice({ deliveryDate: null, issueDate: '2026-11-20' }), orders)).toHaveLength(1);
    expect(matchOrders(invoice({ deliveryDate: null, issueDate: null }), orders)).toEqual([]);
  });

  it('prefers received orders, then the most alike lines, then the nearest day', () => {
    const expected = order({ id: 1, status: 'IN_PROGRESS', deadline: '2026-11-19' });
    const received = order({ id: 2, status: 'INCOMPLETE', deadline: '2026-11-21' });
    expect(matchOrders(invoice({}), [expected, received])).toEqual([{ orderId: 2, how: 'DATE' }]);

    const lines = ['Juneći but', 'Svinjska plećka'];
    const meat = order({
      id: 3,
      deadline: '2026-11-21',
      articleNames: ['Junece meso but', 'Plećka svinjska'],
    });
    const milk = order({ id: 4, deadline: '2026-11-19', articleNames: ['Mleko 2,8%'] });
    expect(matchOrders(invoice({ lineNames: lines }), [milk, meat])).toEqual([{ orderId: 3, how: 'DATE' }]);

    const near = order({ id: 5, deadline: '2026-11-19' });
    const far = order({ id: 6, deadline: '2026-11-22' });
    expect(matchOrders(invoice({}), [far, near])).toEqual([{ orderId: 5, how: 'DATE' }]);
  });
});

describe('name similarity', () => {
  it('folds Serbian diacritics and Cyrillic, drops numbers and measures', () => {
    expect([...nameTokens('Juneći BUT 1kg, 10 kg')]).toEqual(['juneci', 'but']);
    expect(nameSimilarity('Đumbir svež', 'djumbir svez')).toBe(1);
    expect(nameSimilarity('Целер корен', 'Celer koren')).toBe(1);
    expect(nameSimilarity('Ulje suncokretovo 1 l', 'Suncokretovo ulje')).toBe(1);
    expect(nameSimilarity('Kobasica domaća', 'Mleko')).toBe(0);
    expect(nameSimilarity('', 'Mleko')).toBe(0);
  });

  it('compares units by kind: mass with mass, volume with volume, pieces with packages', () => {
    expect(unitsCompatible('KG', 'g')).toBe(true);
    expect(unitsCompatible('Litar', 'KG')).toBe(false);
    expect(unitsCompatible('KOM', '#')).toBe(true);
  });
});
