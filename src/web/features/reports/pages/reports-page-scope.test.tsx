import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Membership } from '@/domain/groups/groups.schemas';
import reportsSer from '@/web/features/reports/locales/ser.json';
import { PATHS } from '@/web/lib/paths';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { ReportsPage } from './reports-page';

const admin = profileFixture({ role: 'ROLE_ADMIN', name: 'Admin', finishedOnboarding: true });
const membership = (venueId: number, role: Membership['role']): Membership => ({
  venueId,
  name: `Objekat ${venueId}`,
  role,
  disabled: false,
  current: venueId === 1,
  open: 0,
  expected: 0,
});

function mockServer(memberships: Membership[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/users/profile') return jsonResponse(200, admin);
    if (path === '/api/me/venues') return jsonResponse(200, memberships);
    if (path === '/api/analytics/filters') {
      return jsonResponse(200, { stations: [], categories: [], currency: 'RSD' });
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

describe('reports scope "all my venues"', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
  });

  it('offers the scope to an owner: the admin of two venues', async () => {
    mockServer([membership(1, 'ROLE_ADMIN'), membership(2, 'ROLE_ADMIN'), membership(3, 'ROLE_USER')]);
    renderRoute(PATHS.adminReports, <ReportsPage />, { at: '/admin/reports' });
    expect(await screen.findByText(reportsSer.group.scopeGroup)).toBeInTheDocument();
  });

  it('does not offer it to the admin of one venue who is staff in another', async () => {
    const fetch = mockServer([membership(1, 'ROLE_ADMIN'), membership(3, 'ROLE_USER')]);
    renderRoute(PATHS.adminReports, <ReportsPage />, { at: '/admin/reports' });
    expect(await screen.findByRole('heading', { name: reportsSer.title })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).endsWith('/api/me/venues'))).toBe(true),
    );
    // Let the answer render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(reportsSer.group.scopeGroup)).toBeNull();
  });
});
