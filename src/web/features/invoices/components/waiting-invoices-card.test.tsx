import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary } from '@/domain/invoices/invoices.schemas';
import invoicesSer from '@/web/features/invoices/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { invoiceSummary } from '../test-invoices';
import { WaitingInvoicesCard } from './waiting-invoices-card';

const texts = invoicesSer;
const admin = profileFixture({ role: 'ROLE_ADMIN' });
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000 - 60_000).toISOString();

function mockServer(invoices: InvoiceSummary[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/users/profile') return jsonResponse(200, admin);
    if (path === '/api/invoices') return jsonResponse(200, { invoices, count: invoices.length });
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

describe("the dashboard's waiting invoices", () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
  });

  it('lists only the invoices waiting for a decision, soonest deadline first, each linked to itself', async () => {
    mockServer([
      invoiceSummary({ id: 1, number: 'KASNIJE', deadline: inDays(9) }),
      invoiceSummary({ id: 2, number: 'ODLUCENA', decision: 'ACCEPTED', deadline: inDays(1) }),
      invoiceSummary({ id: 3, number: 'USKORO', deadline: inDays(2) }),
    ]);
    renderRoute('/', <WaitingInvoicesCard enabled />, { at: '/' });
    const card = await screen.findByRole('region', { name: texts.dashboard.title });
    const links = within(card)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/admin/invoices');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/invoices/3',
      '/admin/invoices/1',
    ]);
    expect(within(links[0]!).getByText('Preostalo dana: 2')).toBeInTheDocument();
    expect(within(card).queryByText(/ODLUCENA/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: texts.dashboard.all })).toHaveAttribute(
      'href',
      '/admin/invoices',
    );
  });

  it('shows nothing while no invoice waits, and asks nothing when not enabled', async () => {
    const fetchMock = mockServer([invoiceSummary({ decision: 'REJECTED' })]);
    const { unmount } = renderRoute('/', <WaitingInvoicesCard enabled />, { at: '/' });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/invoices'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(texts.dashboard.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    fetchMock.mockClear();
    renderRoute('/', <WaitingInvoicesCard enabled={false} />, { at: '/' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/invoices'))).toBe(false);
  });
});
