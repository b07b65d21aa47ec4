import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import invoicesSer from '@/web/features/invoices/locales/ser.json';
import { PATHS } from '@/web/lib/paths';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { InvoicePage } from '../pages/invoice-page';
import { invoiceDetail } from '../test-invoices';

const texts = invoicesSer.matching;
const admin = profileFixture({ role: 'ROLE_ADMIN', name: 'Admin Demo' });
const order = { id: 31, orderNumber: 'KUH-0031', status: 'COMPLETED' as const, deadline: '2026-03-01' };
const other = { id: 32, orderNumber: 'KUH-0032', status: 'INCOMPLETE' as const, deadline: '2026-02-26' };

/** The API of one invoice whose changes answer the invoice as it becomes. */
function mockServer(start: InvoiceDetail) {
  let invoice = start;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/users/profile') return jsonResponse(200, admin);
    if (path === `/api/invoices/${invoice.id}`) return jsonResponse(200, invoice);
    if (path === `/api/invoices/${invoice.id}/supplier` && method === 'POST') {
      invoice = { ...invoice, supplierId: 1200 };
      return jsonResponse(200, invoice);
    }
    if (path === `/api/invoices/${invoice.id}/orders`) {
      const matched = new Set(invoice.orders.map((matchedOrder) => matchedOrder.id));
      return jsonResponse(200, {
        orders: [order, other].map((choice) => ({ ...choice, matched: matched.has(choice.id) })),
      });
    }
    const change = /^\/api\/invoices\/\d+\/orders\/(\d+)$/.exec(path);
    if (change) {
      const orderId = Number(change[1]);
      invoice =
        method === 'DELETE'
          ? { ...invoice, orders: invoice.orders.filter((matched) => matched.id !== orderId) }
          : { ...invoice, orders: [...invoice.orders, { ...other, how: 'MANUAL' }] };
      return jsonResponse(200, invoice);
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

describe('invoice matching', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
  });

  it('offers to create an unknown seller as a supplier, then shows its orders', async () => {
    const fetchMock = mockServer(invoiceDetail({ id: 4, supplierId: null }));
    renderRoute(PATHS.adminInvoice, <InvoicePage />, { at: '/admin/invoices/4' });
    expect(await screen.findByText(texts.supplierUnknown)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.createSupplier }));
    expect(await screen.findByText(texts.noOrders)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input).endsWith('/api/invoices/4/supplier') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('lists the matched orders with how they were found, takes one off and adds another', async () => {
    mockServer(invoiceDetail({ id: 5, supplierId: 1001, orders: [{ ...order, how: 'REFERENCE' }] }));
    renderRoute(PATHS.adminInvoice, <InvoicePage />, { at: '/admin/invoices/5' });
    expect(await screen.findByText(/Porudžbina KUH-0031, isporuka 01\.03\.2026/)).toBeInTheDocument();
    expect(screen.getByText(/po broju porudžbine na fakturi/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Skloni porudžbinu KUH-0031 sa fakture' }));
    expect(await screen.findByText(texts.noOrders)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: texts.addOrder }));
    await userEvent.click(await screen.findByLabelText(texts.chooseOrder, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: /KUH-0032/ }));
    await userEvent.click(screen.getByRole('button', { name: texts.add }));
    expect(await screen.findByText(/Porudžbina KUH-0032/)).toBeInTheDocument();
    expect(screen.getByText(/izabrano ručno/)).toBeInTheDocument();
  });
});
