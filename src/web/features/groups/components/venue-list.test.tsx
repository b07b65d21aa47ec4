import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Membership } from '@/domain/groups/groups.schemas';
import { addToOutbox, readOutbox, removeFromOutbox } from '@/web/features/offline/outbox-store';
import { getAccessToken, getSession, startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import ser from '../locales/ser.json';
import { VenueList } from './venue-list';

const USER = 31;
const home = profileFixture({ id: USER, role: 'ROLE_ADMIN' });
const other = { id: 9, name: 'Druga Kuhinja', currency: 'RSD', pricesInMessage: false };

const venue = (overrides: Partial<Membership>): Membership => ({
  venueId: home.venue!.id,
  name: home.venue!.name,
  role: 'ROLE_ADMIN',
  disabled: false,
  current: true,
  open: 2,
  expected: 1,
  ...overrides,
});

const VENUES = [
  venue({}),
  venue({ venueId: other.id, name: other.name, role: 'ROLE_USER', current: false, open: 0, expected: 4 }),
  venue({ venueId: 10, name: 'Zatvoreni', current: false, disabled: true, open: 0, expected: 0 }),
];

function mockServer(venues: Membership[] = VENUES) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/me/venues') return jsonResponse(200, venues);
    if (path === '/api/me/venue' && init?.method === 'POST') {
      return jsonResponse(200, { jwt: 'token-of-other', user: { ...home, role: 'ROLE_USER', venue: other } });
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const switchCalls = (fetchSpy: ReturnType<typeof mockServer>) =>
  fetchSpy.mock.calls.filter(([input]) => String(input).endsWith('/api/me/venue'));

beforeEach(() => {
  startSession({ jwt: 'token-of-home', refreshToken: 'refresh', user: home });
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const kept of await readOutbox(USER)) await removeFromOutbox(USER, kept.idempotencyKey);
});

describe('the venue list in the menu drawer', () => {
  it("lists the account's venues with the role and counts, the current one marked, a disabled one closed", async () => {
    mockServer();
    renderRoute('/', <VenueList user={home} onDone={() => {}} />, { at: '/' });
    const current = await screen.findByRole('button', { name: /^Bistro Demo Admin/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('U pripremi: 2 · Očekivane: 1');
    expect(screen.getByRole('button', { name: /^Druga Kuhinja Korisnik/ })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('button', { name: /^Zatvoreni/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: ser.switcher.openNew })).toHaveAttribute('href', '/venues/new');
  });

  it('is not shown to an account in one venue', async () => {
    const fetchSpy = mockServer([venue({})]);
    renderRoute('/', <VenueList user={home} onDone={() => {}} />, { at: '/' });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /^Bistro Demo/ })).not.toBeInTheDocument();
  });

  it('switches: the new token and profile are stored and the drawer closes', async () => {
    const fetchSpy = mockServer();
    const onDone = vi.fn();
    renderRoute('/', <VenueList user={home} onDone={onDone} />, { at: '/' });
    await userEvent.click(await screen.findByRole('button', { name: /^Druga Kuhinja/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(switchCalls(fetchSpy)).toHaveLength(1);
    expect(getAccessToken()).toBe('token-of-other');
    expect(getSession()?.user.venue?.id).toBe(other.id);
  });

  it('refuses to switch while writes made in the current venue wait in the outbox', async () => {
    const fetchSpy = mockServer();
    await addToOutbox(USER, {
      idempotencyKey: 'waiting',
      createdAt: 1,
      change: {
        type: 'receipt',
        orderKind: 'regular',
        orderId: 41,
        orderNumber: 'KUH-0041',
        stationId: 2,
        body: { products: [{ id: 1, status: 'DELIVERED' }], receivingNote: '', version: 1 },
      },
    });
    await readOutbox(USER);
    renderRoute('/', <VenueList user={home} onDone={() => {}} />, { at: '/' });
    await userEvent.click(await screen.findByRole('button', { name: /^Druga Kuhinja/ }));
    expect(
      await screen.findByText(ser.switcher.outboxWaiting.replace('{{name}}', home.venue!.name)),
    ).toBeInTheDocument();
    expect(switchCalls(fetchSpy)).toHaveLength(0);
    expect(getAccessToken()).toBe('token-of-home');
  });
});
