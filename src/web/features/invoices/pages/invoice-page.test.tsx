import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail } from '@/domain/invoices/invoices.schemas';
import invoicesSer from '@/web/features/invoices/locales/ser.json';
import { PATHS } from '@/web/lib/paths';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { invoiceDetail } from '../test-invoices';
import { InvoicePage } from './invoice-page';

const texts = invoicesSer;
const admin = profileFixture({ role: 'ROLE_ADMIN', name: 'Admin Demo' });

function mockServer(invoice: InvoiceDetail) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/users/profile') return jsonResponse(200, admin);
    if (path === '/api/credits/order/3') return jsonResponse(200, orderCredit);
    if (path === `/api/invoices/${invoice.id}`) return jsonResponse(200, invoice);
    if (path === `/api/invoices/${invoice.id}/decision` && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { accepted: boolean; comment: string };
      return jsonResponse(200, {
        ...invoice,
        decision: body.accepted ? 'ACCEPTED' : 'REJECTED',
        decisionComment: body.comment,
        decidedAt: '2026-03-05T09:30:00.000Z',
        decidedBy: 'Admin Demo',
        decisionSef: 'MANUAL',
      });
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const orderCredit = {
  creditId: null,
  lines: [
    {
      name: 'Mleko 2,8%',
      unit: 'Litar',
      missingAmount: null,
      orderedPrice: '100.00',
      priceDifference: '10.00',
      receivedAmount: '10',
      value: '100.00',
    },
  ],
  total: '100.00',
  currency: 'RSD',
  allowed: true,
};

/** Invoice 5: milk invoiced at `price` where 100 was paid for the 10 litres received (order KUH-0001, id 3). */
function pricedInvoice(price: string): InvoiceDetail {
  const base = invoiceDetail({ id: 5 });
  const value = ((Number(price) - 100) * 10).toFixed(2);
  return invoiceDetail({
    id: 5,
    lines: [
      {
        ...base.lines[0]!,
        unitPrice: price,
        lineNetAmount: String(Number(price) * 10),
        orderItemId: 7,
        matchHow: 'NAME',
        comparison: {
          invoicedQuantity: '10',
          expectedQuantity: '10',
          quantityDiffers: false,
          invoicedPrice: `${price}.00`,
          expectedPrice: '100.00',
          priceDiffers: true,
          expectedValue: '1000.00',
          value,
          differs: true,
        },
      },
    ],
    orderLines: [
      {
        id: 7,
        orderId: 3,
        orderNumber: 'KUH-0001',
        name: 'Mleko 2,8%',
        unit: 'Litar',
        amount: '10',
        deliveredAmount: '10',
        unitPrice: '100.00',
        paidPrice: '100.00',
      },
    ],
    check: { matches: false, difference: value },
  });
}

const decisionCalls = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/decision'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('invoice view', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
  });

  it('shows the supplier, its PIB, the order reference, the lines and the totals in the reader format', async () => {
    mockServer(invoiceDetail({ id: 4 }));
    renderRoute(PATHS.adminInvoice, <InvoicePage />, { at: '/admin/invoices/4' });
    expect(await screen.findByRole('heading', { name: 'Mlekara Sever' })).toBeInTheDocument();
    expect(screen.getByText('101134702')).toBeInTheDocument();
    expect(screen.getByText('KUH-0001')).toBeInTheDocument();
    expect(screen.getByText('Mleko 2,8%')).toBeInTheDocument();
    expect(screen.getByText('10 Litar')).toBeInTheDocument();
    // The unit price and the VAT total.
    expect(screen.getAllByText('100,00 RSD')).toHaveLength(2);
    expect(screen.getAllByText('1.000,00 RSD')).toHaveLength(2);
    expect(screen.getByText('10 % (S)')).toBeInTheDocument();
    expect(screen.getByText('1.100,00 RSD')).toBeInTheDocument();
    expect(screen.getByText(texts.detail.noPdf)).toBeInTheDocument();
  });

  it('refuses a rejection without a comment and sends nothing, then rejects with one and shows the decision', async () => {
    const fetchMock = mockServer(invoiceDetail({ id: 4 }));
    const user = userEvent.setup();
    renderRoute(PATHS.adminInvoice, <InvoicePage />, { at: '/admin/invoices/4' });
    await user.click(await screen.findByRole('button', { name: texts.decision.reject }));
    expect(screen.getByText(texts.decision.commentRequired)).toBeInTheDocument();
    expect(decisionCalls(fetchMock)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: texts.decision.comment }), 'Cena mleka je pogrešna');
    await user.click(screen.getByRole('button', { name: texts.decision.reject }));
    expect(await screen.findByText(/^Odbio\/la Admin Demo, 05\.03\.2026 \d\d:30$/)).toBeInTheDocument();
    expect(screen.getByText('Cena mleka je pogrešna')).toBeInTheDocument();
    expect(screen.getByText(texts.decision.sef.MANUAL)).toBeInTheDocument();
    expect(decisionCalls(fetchMock)).toEqual([{ accepted: false, comment: 'Cena mleka je pogrešna' }]);
    expect(screen.queryByRole('button', { name: texts.decision.accept })).not.toBeInTheDocument();
  });

  it('accepts without a comment', async () => {
    const fetchMock = mockServer(invoiceDetail({ id: 4 }));
    const user = userEvent.setup();
    renderRoute(PATHS.adminInvoice, <InvoicePage />, { at: '/admin/invoices/4' });
    await user.click(await screen.findByRole('button', { name: texts.decision.accept }));
    expect(await screen.findByText(/^Prihvatio\/la Admin Demo/)).toBeInTheDocument();
    expect(decisionCalls(fetchMock)).toEqual([{ accepted: true, comment: '' }]);
  });

  it('shows a price difference beside the order line, the summary, and starts the rejection comment with it', async () => {
    const base = invoiceDetail({ id: 5 });
    const fetchMock = mockServer(
      invoiceDetail({
        id: 5,
        lines: [
          {
            ...base.lines[0]!,
            unitPrice: '110',
            lineNetAmount: '1100',
            orderItemId: 7,
            matchHow: 'NAME',
            comparison: {
              invoicedQuantity: '10',
              expectedQuantity: '10',
              quantityDiffers: false,
              invoicedPrice: '110.00',
              expectedPrice: '100.00',
              priceDiffers: true,
              expectedValue: '1000.00',
              value: '100.00',
              differs: true,
            },
          },
        ],
        orderLines: [
          {
            id: 7,
            orderId: 3,
            orderNumber: 'KUH-0001',
            name: 'Mleko 2,8%',
            unit: 'Litar',
            amount: '10',
            deliveredAmount: '10',
            unitPrice: '100.00',
            paidPrice: '100.00',
          },
        ],
        check: { matches: false, difference: '100.00' },
      }),
    );
    const user = userEvent.setup();
    renderRoute(PATHS.adminInvoice, <InvoicePage />, { at: '/admin/invoices/5' });
    expect(await screen.findByText('Razlika 100,00 RSD')).toBeInTheDocument();
    expect(screen.getByText(texts.detail.line.paid)).toBeInTheDocument();
    expect(screen.getByText('110,00 RSD')).toBeInTheDocument();
    const comment = screen.getByRole('textbox', { name: texts.decision.comment });
    const sentence =
      'Mleko 2,8%: fakturisana cena 110,00 RSD, očekivana 100,00 RSD za 10 Litar (razlika 100,00 RSD).';
    expect(comment).toHaveValue(sentence);
    await user.click(screen.getByRole('button', { name: texts.decision.reject }));
    expect(await screen.findByText(/^Odbio\/la Admin Demo/)).toBeInTheDocument();
    expect(decisionCalls(fetchMock)).toEqual([{ accepted: false, comment: sentence }]);
  });

  it('opens the credit request of the differing order from the invoice in one tap', async () => {
    mockServer(pricedInvoice('110'));
    const user = userEvent.setup();
    renderRoute(PATHS.adminInvoice, <InvoicePage />, { at: '/admin/invoices/5' });
    await user.click(await screen.findByRole('button', { name: texts.credit.request }));
    const dialog = await screen.findByRole('dialog', { name: 'Knjižno odobrenje za porudžbinu KUH-0001' });
    expect(
      await within(dialog).findByText('Dobavljač za ovaj prijem duguje 100,00 RSD.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zatraži knjižno odobrenje' })).toBeInTheDocument();
  });

  it('offers no credit request when the invoice matches its order', async () => {
    mockServer(invoiceDetail({ id: 4 }));
    renderRoute(PATHS.adminInvoice, <InvoicePage />, { at: '/admin/invoices/4' });
    expect(await screen.findByRole('heading', { name: 'Mlekara Sever' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.credit.request })).not.toBeInTheDocument();
  });

  it('rebuilds the prefilled comment when the order match changes, until the admin types their own', async () => {
    mockServer(pricedInvoice('110'));
    const user = userEvent.setup();
    const { queryClient } = renderRoute(PATHS.adminInvoice, <InvoicePage />, { at: '/admin/invoices/5' });
    const comment = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: texts.decision.comment });
    expect(comment.value).toContain('fakturisana cena 110,00 RSD');

    // The invoice as read again after the admin matched it differently.
    queryClient.setQueryData(['invoices', 'detail', 5], pricedInvoice('120'));
    await waitFor(() => expect(comment.value).toContain('fakturisana cena 120,00 RSD'));
    queryClient.setQueryData(['invoices', 'detail', 5], invoiceDetail({ id: 5 }));
    await waitFor(() => expect(comment).toHaveValue(''));

    await user.type(comment, 'Moj razlog');
    queryClient.setQueryData(['invoices', 'detail', 5], pricedInvoice('130'));
    expect(await screen.findByText('Razlika 300,00 RSD')).toBeInTheDocument();
    expect(comment).toHaveValue('Moj razlog');
  });
});
