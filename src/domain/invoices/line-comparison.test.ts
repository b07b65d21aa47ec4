import { describe, expect, it } from 'vitest';
import { compareLine, invoiceDifference } from './line-comparison';

const ordered = {
  name: 'Juneći but',
  unit: 'KG' as const,
  amount: '2.000',
  deliveredAmount: '2.000',
  received: true,
  unitPrice: '1000.00',
  paidPrice: null,
};

describe('compareLine', () => {
  it('finds a price difference and its value against the ordered price when none was paid', () => {
    expect(
      compareLine(
        { quantity: '2', unit: 'KG', unitPrice: '1100', priceBaseQuantity: null, lineNetAmount: '2200.00' },
        ordered,
      ),
    ).toMatchObject({
      quantityDiffers: false,
      priceDiffers: true,
      invoicedPrice: '1100.00',
      value: '200.00',
    });
  });

  it('compares with the paid price and the received quantity, in grams against kilograms', () => {
    const result = compareLine(
      { quantity: '2500', unit: 'g', unitPrice: '95', priceBaseQuantity: '100', lineNetAmount: '2375' },
      { ...ordered, deliveredAmount: '2.000', paidPrice: '950.00' },
    );
    expect(result).toMatchObject({
      invoicedQuantity: '2.5',
      expectedQuantity: '2',
      quantityDiffers: true,
      invoicedPrice: '950.00',
      priceDiffers: false,
      value: '475.00',
    });
  });

  it('expects the ordered amount until the order is received; equal lines are worth 0', () => {
    expect(
      compareLine(
        { quantity: '2', unit: 'KG', unitPrice: '1000', priceBaseQuantity: '1', lineNetAmount: '2000' },
        { ...ordered, deliveredAmount: null, received: false },
      ),
    ).toMatchObject({ differs: false, value: '0.00', expectedValue: '2000.00' });
  });
});

describe('compareLine without a price on the order', () => {
  it('values a quantity difference at the invoiced price', () => {
    expect(
      compareLine(
        { quantity: '6', unit: 'KG', unitPrice: '1200', priceBaseQuantity: null, lineNetAmount: '7200' },
        { ...ordered, deliveredAmount: '5', unitPrice: null },
      ),
    ).toMatchObject({ quantityDiffers: true, priceDiffers: false, expectedPrice: null, value: '1200.00' });
  });
});

describe('invoiceDifference', () => {
  it('matches only when every line has an order line that does not differ', () => {
    const same = compareLine(
      { quantity: '2', unit: 'KG', unitPrice: '1000', priceBaseQuantity: null, lineNetAmount: '2000' },
      ordered,
    );
    const dearer = compareLine(
      { quantity: '2', unit: 'KG', unitPrice: '1100', priceBaseQuantity: null, lineNetAmount: '2200' },
      ordered,
    );
    expect(invoiceDifference([{ lineNetAmount: '2000', comparison: same }])).toEqual({
      matches: true,
      difference: '0.00',
    });
    expect(
      invoiceDifference([
        { lineNetAmount: '2200', comparison: dearer },
        { lineNetAmount: '150.50', comparison: null },
      ]),
    ).toEqual({ matches: false, difference: '350.50' });
  });
});
