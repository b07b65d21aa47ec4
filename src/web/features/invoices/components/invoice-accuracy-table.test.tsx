import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import invoicesEn from '@/web/features/invoices/locales/en.json';
import invoicesSer from '@/web/features/invoices/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { InvoiceAccuracyTable } from './invoice-accuracy-table';

const admin = profileFixture({ role: 'ROLE_ADMIN' });

function mockServer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/users/profile') return jsonResponse(200, admin);
    if (url.pathname === '/api/invoices/accuracy') {
      return jsonResponse(200, {
        rows: [
          {
            supplierId: 2,
            name: 'Mlekara',
            invoices: 3,
            matching: 1,
            matchingShare: 1 / 3,
            difference: '1234.5',
          },
          { supplierId: 1, name: 'Mesara', invoices: 2, matching: 2, matchingShare: 1, difference: '0.00' },
        ],
      });
    }
    return jsonResponse(404, { code: 'not_found', message: url.pathname });
  });
}

describe('invoice accuracy in the reports', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
  });

  it("asks for the report's dates and shows the share without differences and their value per supplier", async () => {
    const fetchMock = mockServer();
    renderRoute('/', <InvoiceAccuracyTable fromDate="2026-11-01" toDate="2026-11-30" />, { at: '/' });
    const table = await screen.findByRole('table', { name: invoicesSer.accuracy.title });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Mlekara33 % (1 od 3)1.234,50 RSD');
    expect(rows[2]).toHaveTextContent('Mesara100 % (2 od 2)0,00 RSD');
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/invoices/accuracy');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30' });
    expect(invoicesEn.accuracy.title).toBe('Invoice accuracy');
  });

  it('asks nothing until both dates are chosen', async () => {
    const fetchMock = mockServer();
    renderRoute('/', <InvoiceAccuracyTable fromDate="2026-11-01" toDate={null} />, { at: '/' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/accuracy'))).toBe(false);
  });
});
