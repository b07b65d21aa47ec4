import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import { creditOrders } from './credit-orders';
import { invoiceDetail } from './test-invoices';

type Comparison = NonNullable<InvoiceDetail['lines'][number]['comparison']>;

const same: Comparison = {
  invoicedQuantity: '10',
  expectedQuantity: '10',
  quantityDiffers: false,
  invoicedPrice: '100.00',
  expectedPrice: '100.00',
  priceDiffers: false,
  expectedValue: '1000.00',
  value: '0.00',
  differs: false,
};

function invoiceWith(...comparisons: (Partial<Comparison> | null)[]) {
  const base = invoiceDetail();
  return invoiceDetail({
    lines: comparisons.map((comparison, index) => ({
      ...base.lines[0]!,
      place: index + 1,
      orderItemId: comparison ? 10 + index : null,
      comparison: comparison ? { ...same, ...comparison } : null,
    })),
    orderLines: comparisons.map((_, index) => ({
      id: 10 + index,
      orderId: index < 2 ? 3 : 4,
      orderNumber: index < 2 ? 'KUH-0001' : 'KUH-0002',
      name: 'Mleko',
      unit: 'Litar',
      amount: '10',
      deliveredAmount: '10',
      unitPrice: '100.00',
      paidPrice: '100.00',
    })),
  });
}

describe('the orders an invoice can ask a credit for', () => {
  it('takes orders with a price over the tolerance or more invoiced than received, once each', () => {
    const invoice = invoiceWith(
      { priceDiffers: true, differs: true },
      { quantityDiffers: true, invoicedQuantity: '12', differs: true },
      { quantityDiffers: true, invoicedQuantity: '10.5', differs: true },
    );
    expect(creditOrders(invoice)).toEqual([
      { orderId: 3, orderNumber: 'KUH-0001' },
      { orderId: 4, orderNumber: 'KUH-0002' },
    ]);
  });

  it('leaves out lines invoiced in less than received, matching lines and lines on no order', () => {
    const invoice = invoiceWith({ quantityDiffers: true, invoicedQuantity: '8', differs: true }, {}, null);
    expect(creditOrders(invoice)).toEqual([]);
  });
});
