import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SefConnectionStatus } from '@/domain/invoices/invoices.schemas';
import invoicesSer from '@/web/features/invoices/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { SefConnectionCard } from './sef-connection-card';

const texts = invoicesSer.sef;
const admin = profileFixture({ role: 'ROLE_ADMIN' });
const KEY = 'tajni-kljuc-1234';
const none: SefConnectionStatus = {
  connected: false,
  environment: null,
  lastPolledAt: null,
  lastError: null,
  backoffUntil: null,
};

function mockServer(initial: SefConnectionStatus) {
  let status = initial;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/users/profile') return jsonResponse(200, admin);
    if (path === '/api/invoices/sef-connection' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { environment: 'demo' | 'production' };
      status = { ...none, connected: true, environment: body.environment };
      return jsonResponse(200, status);
    }
    if (path === '/api/invoices/sef-connection' && init?.method === 'DELETE') {
      status = none;
      return jsonResponse(200, status);
    }
    if (path === '/api/invoices/sef-connection') return jsonResponse(200, status);
    if (path === '/api/invoices/sef-connection/poll') {
      return jsonResponse(200, {
        polled: true,
        stored: 2,
        updated: 1,
        unreadable: 0,
        decisionsSent: 0,
        error: null,
        backoffUntil: null,
      });
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const sent = (fetchMock: ReturnType<typeof mockServer>, method: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith('/sef-connection') && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as unknown);

describe('SEF connection card', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
  });

  it('stores a key for the chosen environment and then only says a key is stored, never showing it', async () => {
    const fetchMock = mockServer(none);
    const user = userEvent.setup();
    renderRoute('/', <SefConnectionCard />, { at: '/' });
    expect(await screen.findByText(texts.notConnected)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: texts.production }));
    await user.type(screen.getByLabelText(new RegExp(`^${texts.apiKey}`), { selector: 'input' }), KEY);
    await user.click(screen.getByRole('button', { name: texts.connect }));

    expect(
      await screen.findByText('Ključ je sačuvan (Produkcija). Nikad se ne prikazuje ponovo.'),
    ).toBeVisible();
    expect(sent(fetchMock, 'POST')).toEqual([{ environment: 'production', apiKey: KEY }]);
    expect(screen.queryByDisplayValue(KEY)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(KEY);
  });

  it('fetches on demand and says what came; replaces and removes the key', async () => {
    const fetchMock = mockServer({ ...none, connected: true, environment: 'demo' });
    const user = userEvent.setup();
    renderRoute('/', <SefConnectionCard />, { at: '/' });
    await user.click(await screen.findByRole('button', { name: texts.fetchNow }));
    expect(await screen.findByText('Preuzeto: novih 2, izmenjenih 1, nečitljivih 0.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.replace }));
    expect(screen.getByLabelText(new RegExp(`^${texts.newApiKey}`), { selector: 'input' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: texts.cancel }));

    await user.click(screen.getByRole('button', { name: texts.remove }));
    expect(screen.getByText(texts.removeConfirm)).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: texts.remove });
    await user.click(buttons[buttons.length - 1]!);
    expect(await screen.findByText(texts.notConnected)).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE')).toHaveLength(1);
  });
});
