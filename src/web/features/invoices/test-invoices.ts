/** Invoices as the API answers them, for this feature's tests; each test overrides what matters to it. */
import type { InvoiceDetail, InvoiceSummary } from '@/domain/invoices/invoices.schemas';

export function invoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 1,
    source: 'UPLOAD',
    kind: 'INVOICE',
    number: 'F-1',
    supplierName: 'Mlekara Sever',
    supplierPib: '101134702',
    supplierId: null,
    issueDate: '2026-03-01',
    dueDate: '2026-03-15',
    currency: 'RSD',
    totalPayable: '1234.5',
    receivedAt: '2026-03-01T10:00:00.000Z',
    deadline: '2026-03-16T10:00:00.000Z',
    finalDeadline: '2026-03-21T10:00:00.000Z',
    sefInvoiceId: null,
    sefStatus: null,
    decision: null,
    decidedAt: null,
    decisionSef: null,
    parseError: null,
    hasPdf: false,
    ...overrides,
  };
}

export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...invoiceSummary(),
    deliveryDate: '2026-03-01',
    orderReference: 'KUH-0001',
    billingReferences: [],
    notes: [],
    seller: {
      name: 'Mlekara Sever',
      taxId: '101134702',
      taxIdIsPib: true,
      registrationNumber: '07012345',
      address: { street: null, additionalStreet: null, city: null, postalCode: null, country: 'RS' },
      bankAccount: null,
      email: null,
    },
    buyerPib: '100000016',
    lines: [
      {
        lineId: '1',
        sellerItemId: 'M-1',
        name: 'Mleko 2,8%',
        quantity: '10',
        unitCode: 'LTR',
        unit: 'Litar',
        unitPrice: '100',
        priceBaseQuantity: '1',
        lineNetAmount: '1000',
        vatCategory: 'S',
        vatPercent: '10',
        place: 1,
        orderItemId: null,
        matchHow: null,
        comparison: null,
      },
    ],
    orderLines: [],
    check: null,
    totals: { lineNet: '1000', net: '1000', vat: '100', gross: '1100', payable: '1100' },
    files: [],
    orders: [],
    decisionComment: '',
    decidedBy: null,
    decisionSefAnswer: null,
    ...overrides,
  };
}
