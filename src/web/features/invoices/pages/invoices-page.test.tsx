import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary, UploadOutcome } from '@/domain/invoices/invoices.schemas';
import invoicesSer from '@/web/features/invoices/locales/ser.json';
import invoicesEn from '@/web/features/invoices/locales/en.json';
import { setAppLanguage } from '@/web/i18n/i18n';
import shellSer from '@/web/i18n/ser.json';
import { PATHS } from '@/web/lib/paths';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { invoiceSummary } from '../test-invoices';
import { InvoicesPage } from './invoices-page';

const texts = invoicesSer;
const admin = profileFixture({ role: 'ROLE_ADMIN', name: 'Admin Demo' });
const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function mockServer(invoices: InvoiceSummary[], uploaded: UploadOutcome[] = []) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/users/profile') return jsonResponse(200, admin);
    if (path === '/api/invoices') return jsonResponse(200, { invoices, count: invoices.length });
    if (path === '/api/invoices/sef-connection') {
      return jsonResponse(200, {
        connected: false,
        environment: null,
        lastPolledAt: null,
        lastError: null,
        backoffUntil: null,
      });
    }
    if (path === '/api/invoices/upload' && init?.method === 'POST') {
      return jsonResponse(200, { files: uploaded });
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

describe('invoices screen', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
  });
  afterEach(() => setAppLanguage('ser'));

  it('lists waiting invoices first, soonest deadline first, with their countdown, total and state', async () => {
    mockServer([
      invoiceSummary({ id: 1, number: 'KASNIJE', supplierName: 'Pekara', deadline: inHours(10 * 24 - 1) }),
      invoiceSummary({
        id: 2,
        number: 'ODLUCENA',
        supplierName: 'Mesara',
        decision: 'REJECTED',
        deadline: inHours(-48),
      }),
      invoiceSummary({ id: 3, number: 'USKORO', supplierName: 'Mlekara', deadline: inHours(3 * 24 - 1) }),
      invoiceSummary({
        id: 4,
        number: 'ISTEKLA',
        supplierName: 'Voće',
        deadline: inHours(-1),
        finalDeadline: inHours(5 * 24 - 1),
      }),
    ]);
    renderRoute(PATHS.adminInvoices, <InvoicesPage />, { at: '/admin/invoices' });
    const list = await screen.findByRole('list', { name: texts.list.label });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^Br\./).textContent)).toEqual([
      'Br. ISTEKLA · 01.03.2026',
      'Br. USKORO · 01.03.2026',
      'Br. KASNIJE · 01.03.2026',
      'Br. ODLUCENA · 01.03.2026',
    ]);
    expect(within(rows[0]!).getByText('Produženi rok, preostalo dana: 5')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Preostalo dana: 3')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Preostalo dana: 10')).toBeInTheDocument();
    // A decided invoice has no countdown, only its state.
    expect(within(rows[3]!).getByText(texts.state.rejected)).toBeInTheDocument();
    expect(within(rows[3]!).queryByText(/Preostalo|Rok/)).not.toBeInTheDocument();
    // The reader's money format: Serbian writes 1.234,50.
    expect(within(rows[1]!).getByText('1.234,50 RSD')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/admin/invoices/3');
  });

  it('uploads the chosen XML files as multipart and says what became of each, with the reason of a refusal', async () => {
    const fetchMock = mockServer(
      [],
      [
        { filename: 'dobra.xml', outcome: 'stored', invoiceId: 7, code: null, message: null },
        {
          filename: 'xxe.xml',
          outcome: 'refused',
          invoiceId: null,
          code: 'invoice_dtd_not_allowed',
          message: 'DTD',
        },
        { filename: 'opet.xml', outcome: 'duplicate', invoiceId: 5, code: null, message: null },
      ],
    );
    const user = userEvent.setup();
    const { container } = renderRoute(PATHS.adminInvoices, <InvoicesPage />, { at: '/admin/invoices' });
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(true);
    const files = ['dobra.xml', 'xxe.xml', 'opet.xml'].map(
      (name) => new File(['<Invoice/>'], name, { type: 'application/xml' }),
    );
    await user.upload(input, files);

    expect(await screen.findByText(/^Odbijena – /)).toHaveTextContent(
      shellSer.errors.invoice_dtd_not_allowed,
    );
    expect(screen.getByText(texts.upload.stored)).toBeInTheDocument();
    expect(screen.getByText(texts.upload.duplicate)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${texts.upload.open} dobra.xml` })).toHaveAttribute(
      'href',
      '/admin/invoices/7',
    );
    const upload = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/invoices/upload'));
    const body = upload?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).getAll('files').map((file) => (file as File).name)).toEqual([
      'dobra.xml',
      'xxe.xml',
      'opet.xml',
    ]);
    // The browser writes the multipart boundary itself.
    expect((upload?.[1]?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('counts down and writes money the English way in English', async () => {
    mockServer([
      invoiceSummary({ id: 1, number: 'A', deadline: inHours(3 * 24 - 1) }),
      invoiceSummary({ id: 2, number: 'B', deadline: inHours(5) }),
      invoiceSummary({ id: 3, number: 'C', deadline: inHours(-5), finalDeadline: inHours(-1) }),
    ]);
    renderRoute(PATHS.adminInvoices, <InvoicesPage />, { at: '/admin/invoices' });
    await screen.findByRole('list', { name: texts.list.label });
    await act(() => setAppLanguage('en'));
    const list = await screen.findByRole('list', { name: invoicesEn.list.label });
    expect(within(list).getByText('3 days left')).toBeInTheDocument();
    expect(within(list).getByText('1 day left')).toBeInTheDocument();
    expect(within(list).getByText(invoicesEn.countdown.countsRejected)).toBeInTheDocument();
    expect(within(list).getAllByText('1,234.50 RSD')).toHaveLength(3);
  });
});
