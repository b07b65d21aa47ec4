import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/web/lib/paths';
import venuesSer from '@/web/features/venues/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { DashboardPage } from '../pages/dashboard-page';

const texts = venuesSer;
const venueless = profileFixture({ venue: null, role: 'ROLE_USER', finishedOnboarding: false });
const BISTRO = {
  exists: true,
  id: 3,
  bussiness_name: 'Bistro Demo DOO',
  pib: '100000016',
  name: 'Bistro Demo',
  address: 'Knez Mihailova 10',
  email: 'bistro@nabavka.test',
  phoneNumber: '+381111234567',
  venueCategories: [{ id: 2, code: 'mediterranean', name: 'Mediteranska' }],
};

const calls: { path: string; method: string; body: unknown }[] = [];

function mockServer() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({
      path,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (path === '/api/users/profile') return jsonResponse(200, venueless);
    if (path === '/api/venue/categories') {
      return jsonResponse(200, [
        { id: 1, code: 'italian', name: 'Italijanska' },
        { id: 5, code: 'national', name: 'Nacionalna' },
      ]);
    }
    if (path === '/api/venue/exists/100000016') return jsonResponse(200, BISTRO);
    if (path.startsWith('/api/venue/exists/')) return jsonResponse(200, { exists: false });
    if (path === '/api/venue/requestAccess/3') return jsonResponse(200, { requested: true });
    if (path === '/api/refresh_token')
      return jsonResponse(200, { token: 'access2', refresh_token: 'refresh2' });
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const renderDashboard = () => renderRoute(PATHS.home, <DashboardPage />, { at: '/' });
const pibField = () => screen.getByRole('textbox', { name: new RegExp(`^${texts.registration.pib}`) });

describe('dashboard without a venue (docs/PRODUCT.md#dashboard-no-venue)', () => {
  beforeEach(() => {
    calls.length = 0;
    startSession({ jwt: 'access', refreshToken: 'refresh', user: venueless });
    mockServer();
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers the venue registration form', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: texts.registration.title })).toBeVisible();
    expect(screen.getByRole('button', { name: texts.registration.submit })).toBeDisabled();
  });

  it('shows the existing venue and asks for access when the tax id is taken, checked after typing stops', async () => {
    renderDashboard();
    await userEvent.type(pibField(), '100000016');
    // 1 s after typing stops (docs/PRODUCT.md#debounces).
    expect(await screen.findByText('Bistro Demo', {}, { timeout: 3000 })).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith('/api/venue/exists/'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: texts.registration.submit })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: texts.access.submit }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/venue/requestAccess/3' && call.method === 'POST')).toBe(
        true,
      ),
    );
  });

  it('keeps the registration form for a free tax id', async () => {
    renderDashboard();
    await userEvent.type(pibField(), '123456788');
    await waitFor(
      () => expect(calls.some((call) => call.path === '/api/venue/exists/123456788')).toBe(true),
      {
        timeout: 3000,
      },
    );
    expect(screen.getByRole('button', { name: texts.registration.submit })).toBeVisible();
  });
});
