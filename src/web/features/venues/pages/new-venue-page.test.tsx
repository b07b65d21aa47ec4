import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import venuesSer from '@/web/features/venues/locales/ser.json';
import { PATHS } from '@/web/lib/paths';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { NewVenuePage } from './new-venue-page';

const texts = venuesSer.newVenue;
const admin = profileFixture({
  role: 'ROLE_ADMIN',
  finishedOnboarding: true,
  venue: { id: 7, name: 'Prvi objekat', currency: 'RSD', pricesInMessage: false },
});
const membership = (venueId: number, name: string, role: string, current = false) => ({
  venueId,
  name,
  role,
  disabled: false,
  current,
  open: 0,
  expected: 0,
});

const calls: { path: string; method: string; body: unknown }[] = [];

function mockServer() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({
      path,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (path === '/api/users/profile') return jsonResponse(200, admin);
    if (path === '/api/venue/categories')
      return jsonResponse(200, [{ id: 1, code: 'italian', name: 'Italijanska' }]);
    if (path === '/api/me/venues') {
      return jsonResponse(200, [
        membership(6, 'Drugi objekat', 'ROLE_ADMIN'),
        membership(7, 'Prvi objekat', 'ROLE_ADMIN', true),
        membership(8, 'Tuđi objekat', 'ROLE_USER'),
      ]);
    }
    if (path === '/api/venue/add') return jsonResponse(201, { id: 9 });
    if (path === '/api/refresh_token')
      return jsonResponse(200, { token: 'access2', refresh_token: 'refresh2' });
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}`), { selector: 'input' });

const part = (key: keyof typeof texts.part) =>
  screen.getByRole('checkbox', { name: new RegExp(texts.part[key]) });

describe('new venue (decision 0038)', () => {
  beforeEach(() => {
    calls.length = 0;
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
    mockServer();
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers only administered venues, the current one chosen with every part, and keeps the choice whole', async () => {
    renderRoute(PATHS.newVenue, <NewVenuePage />, { at: PATHS.newVenue });
    expect(await screen.findByRole('heading', { name: texts.title })).toBeVisible();
    await waitFor(() => expect(part('stations')).toBeChecked());
    for (const key of ['suppliers', 'articles', 'parLevels', 'favorites'] as const)
      expect(part(key)).toBeChecked();

    await userEvent.click(part('suppliers'));
    for (const key of ['suppliers', 'articles', 'parLevels', 'favorites'] as const) {
      expect(part(key)).not.toBeChecked();
    }
    expect(part('stations')).toBeChecked();
    await userEvent.click(part('favorites'));
    for (const key of ['stations', 'suppliers', 'articles', 'favorites'] as const)
      expect(part(key)).toBeChecked();
    expect(part('parLevels')).not.toBeChecked();

    await userEvent.click(screen.getByLabelText(texts.copyFrom, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Prvi objekat' })).toBeVisible();
    expect(await screen.findByRole('option', { name: 'Drugi objekat' })).toBeVisible();
    expect(screen.getAllByRole('option', { name: /objekat/ })).toHaveLength(2);
    expect(screen.queryByRole('option', { name: 'Tuđi objekat' })).toBeNull();
  });

  it('sends the copy with the registration and then opens the new venue', async () => {
    renderRoute(PATHS.newVenue, <NewVenuePage />, { at: PATHS.newVenue });
    await waitFor(() => expect(part('stations')).toBeChecked());
    const registration = venuesSer.registration;
    const enter = async (label: string, value: string) => {
      await userEvent.click(field(label));
      await userEvent.paste(value);
    };
    await enter(registration.pib, '123456788');
    await enter(registration.businessName, 'Nova DOO');
    await enter(registration.name, 'Nova');
    await enter(registration.address, 'Ulica 1');
    await enter('E-mail', 'nova@nabavka.test');
    await enter('Telefon', '064 123 4567');
    await userEvent.click(field(registration.categories));
    await userEvent.click(await screen.findByRole('option', { name: 'Italijanska' }));
    await userEvent.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/venue/add')).toBe(true));
    const add = calls.find((call) => call.path === '/api/venue/add')!;
    expect(add.body).toMatchObject({
      pib: '123456788',
      copyFrom: { venueId: 7, parts: ['stations', 'suppliers', 'articles', 'parLevels', 'favorites'] },
    });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/me/venue' && call.method === 'POST')).toBe(true),
    );
    expect(calls.find((call) => call.path === '/api/me/venue')!.body).toEqual({ venueId: 9 });
  });
});
