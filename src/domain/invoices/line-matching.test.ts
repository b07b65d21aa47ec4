import { describe, expect, it } from 'vitest';
import { type LineToMatch, matchInvoiceLines, type OrderLineToMatch } from './line-matching';

const ordered: OrderLineToMatch[] = [
  { id: 10, articleId: 1, name: 'Juneći but', unit: 'KG' },
  { id: 11, articleId: 2, name: 'Ćureća prsa', unit: 'KG' },
  { id: 12, articleId: 3, name: 'Mleko 2,8%', unit: 'Litar' },
];
const line = (name: string, extra: Partial<LineToMatch> = {}): LineToMatch => ({
  sellerItemId: null,
  name,
  unit: 'KG',
  manualOrderItemId: undefined,
  ...extra,
});

describe('matchInvoiceLines', () => {
  it('matches by name in a compatible unit, each order line once', () => {
    expect(
      matchInvoiceLines(
        [line('JUNECI BUT 1kg'), line('Juneći but'), line('Mleko', { unit: 'KG' })],
        ordered,
        new Map(),
      ),
    ).toEqual([
      { orderItemId: 10, how: 'NAME' },
      { orderItemId: null, how: null },
      { orderItemId: null, how: null },
    ]);
  });

  it('takes the remembered article of a seller item id before any name', () => {
    const remembered = new Map([['MZ-9', 2]]);
    expect(
      matchInvoiceLines(
        [line('Juneći but', { sellerItemId: 'MZ-9' }), line('Juneći but')],
        ordered,
        remembered,
      ),
    ).toEqual([
      { orderItemId: 11, how: 'SELLER_ITEM' },
      { orderItemId: 10, how: 'NAME' },
    ]);
  });

  it("keeps the admin's choice, also 'no line', and ignores a choice not on the orders", () => {
    expect(
      matchInvoiceLines(
        [
          line('Juneći but', { manualOrderItemId: null }),
          line('Nešto', { manualOrderItemId: 12, unit: 'Litar' }),
          line('Ćureća prsa', { manualOrderItemId: 99 }),
        ],
        ordered,
        new Map(),
      ),
    ).toEqual([
      { orderItemId: null, how: 'MANUAL' },
      { orderItemId: 12, how: 'MANUAL' },
      { orderItemId: null, how: 'MANUAL' },
    ]);
  });
});
