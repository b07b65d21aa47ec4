import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team, TeamMember } from '@/domain/users/team.schemas';
import { PATHS } from '@/web/lib/paths';
import usersSer from '@/web/features/users/locales/ser.json';
import shellSer from '@/web/i18n/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { TeamPage } from './team-page';

const texts = usersSer.team;
const admin = profileFixture({ id: 1, name: 'Admin Demo', role: 'ROLE_ADMIN' });

const member = (id: number, name: string, overrides: Partial<TeamMember> = {}): TeamMember => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@nabavka.test`,
  phone: '+381641234567',
  role: 'ROLE_USER',
  orderLimit: null,
  verified: true,
  disabled: false,
  emailNotificationsOn: true,
  canSendOrder: true,
  venue: { id: 3, name: 'Bistro Demo', currency: 'RSD' },
  departments: [{ id: 2, name: 'Kuhinja' }],
  memberships: [{ id: 3, name: 'Bistro Demo', role: 'ROLE_USER' }],
  worksElsewhere: false,
  ...overrides,
});

const team: Team = {
  users: [member(1, 'Admin Demo', { role: 'ROLE_ADMIN' }), member(5, 'Marko Petrović')],
  invites: [
    {
      id: 9,
      email: 'novi@nabavka.test',
      venue: { id: 3, name: 'Bistro Demo', pib: '100000016' },
      createdAt: '2026-03-01T10:00:00Z',
      expiresAt: '2026-03-08T10:00:00Z',
    },
  ],
  accessRequests: [
    {
      id: 4,
      user: { id: 8, name: 'Ana Molba', email: 'ana@nabavka.test', phone: '+381641112223' },
      venue: { id: 3, name: 'Bistro Demo', pib: '100000016' },
      createdAt: '2026-03-02T10:00:00Z',
    },
  ],
};

const station = (id: number, name: string) => ({
  department: { id, name, isWarehouse: false },
  users: [],
  suppliers: [],
  numberOfOpenOrders: 0,
  numberOfExpectedOrders: 0,
});

function mockServer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/users/profile') return jsonResponse(200, admin);
    if (path === '/api/admin/users') return jsonResponse(200, team);
    if (path === '/api/admin/users/5/disable' && init?.method === 'POST') {
      return jsonResponse(200, { ...team.users[1], disabled: true });
    }
    if (path === '/api/admin/venue/3/users/5/remove' && init?.method === 'POST') {
      return jsonResponse(200, { removed: true });
    }
    if (path === '/api/invite/invite-user' && init?.method === 'POST') return jsonResponse(201, { id: 12 });
    if (path === '/api/venue/approve/8') return jsonResponse(200, member(8, 'Ana Molba'));
    if (path === '/api/venue/getDepartments') {
      return jsonResponse(200, [station(2, 'Kuhinja'), station(4, 'Šank')]);
    }
    if (path === '/api/admin/linkDepartment/5/4') {
      return jsonResponse(200, { departmentId: 4, userId: 5, linked: true });
    }
    if (path === '/api/admin/unlinkDepartment/5/2') {
      return jsonResponse(200, { departmentId: 2, userId: 5, linked: false });
    }
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const called = (fetchMock: ReturnType<typeof mockServer>, path: string) =>
  fetchMock.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').pathname === path);

describe('team screen (/admin/users: docs/PRODUCT.md#team)', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
  });

  it('lists the people, the pending invitation and the access request; no options on oneself', async () => {
    mockServer();
    renderRoute(PATHS.adminUsers, <TeamPage />, { at: '/admin/users' });
    expect(await screen.findByText('Marko Petrović')).toBeInTheDocument();
    expect(screen.getByText('novi@nabavka.test')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ana Molba' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: texts.options.replace('{{name}}', 'Marko Petrović') }),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: texts.options.replace('{{name}}', 'Admin Demo') }),
    ).not.toBeInTheDocument();
  });

  it('asks before disabling someone, and disables only once confirmed', async () => {
    const fetchMock = mockServer();
    const userEvents = userEvent.setup();
    renderRoute(PATHS.adminUsers, <TeamPage />, { at: '/admin/users' });
    await userEvents.click(
      await screen.findByRole('button', { name: texts.options.replace('{{name}}', 'Marko Petrović') }),
    );
    await userEvents.click(await screen.findByRole('menuitem', { name: texts.actions.disable }));
    const dialog = await screen.findByRole('dialog', { name: texts.confirm.disable.title });
    expect(called(fetchMock, '/api/admin/users/5/disable')).toBe(false);
    await userEvents.click(within(dialog).getByRole('button', { name: texts.confirm.disable.confirm }));
    await waitFor(() => expect(called(fetchMock, '/api/admin/users/5/disable')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before removing someone from the venue, and removes them from the listed venue once confirmed', async () => {
    const fetchMock = mockServer();
    const userEvents = userEvent.setup();
    renderRoute(PATHS.adminUsers, <TeamPage />, { at: '/admin/users' });
    await userEvents.click(
      await screen.findByRole('button', { name: texts.options.replace('{{name}}', 'Marko Petrović') }),
    );
    await userEvents.click(await screen.findByRole('menuitem', { name: texts.actions.removeMember }));
    const dialog = await screen.findByRole('dialog', { name: texts.confirm.removeMember.title });
    expect(called(fetchMock, '/api/admin/venue/3/users/5/remove')).toBe(false);
    await userEvents.click(within(dialog).getByRole('button', { name: texts.confirm.removeMember.confirm }));
    await waitFor(() => expect(called(fetchMock, '/api/admin/venue/3/users/5/remove')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('approves an access request', async () => {
    const fetchMock = mockServer();
    const userEvents = userEvent.setup();
    renderRoute(PATHS.adminUsers, <TeamPage />, { at: '/admin/users' });
    const request = await screen.findByRole('article', { name: 'Ana Molba' });
    await userEvents.click(within(request).getByRole('button', { name: texts.requests.approve }));
    await waitFor(() => expect(called(fetchMock, '/api/venue/approve/8')).toBe(true));
  });

  it('keeps the invite button off until the address is valid', async () => {
    mockServer();
    const userEvents = userEvent.setup();
    renderRoute(PATHS.adminUsers, <TeamPage />, { at: '/admin/users' });
    const field = await screen.findByRole('textbox', { name: texts.invite.label });
    const button = screen.getByRole('button', { name: texts.invite.submit });
    await userEvents.type(field, 'not-an-address');
    expect(button).toBeDisabled();
    await userEvents.tab();
    expect(await screen.findByText(shellSer.errors.invalidEmailInput)).toBeInTheDocument();
  });

  it('invites with the stations ticked, and not before one is (decision 0034)', async () => {
    const fetchMock = mockServer();
    const userEvents = userEvent.setup();
    renderRoute(PATHS.adminUsers, <TeamPage />, { at: '/admin/users' });
    const field = await screen.findByRole('textbox', { name: texts.invite.label });
    const button = screen.getByRole('button', { name: texts.invite.submit });
    const stations = screen.getByRole('group', { name: texts.invite.stations });
    await userEvents.type(field, 'kuvar@nabavka.test');
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(button).toBeDisabled();
    await userEvents.click(within(stations).getByRole('checkbox', { name: 'Šank' }));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvents.click(button);
    await waitFor(() => expect(called(fetchMock, '/api/invite/invite-user')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(
      ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/invite/invite-user',
    )!;
    expect(JSON.parse(String(init!.body))).toEqual({
      email: 'kuvar@nabavka.test',
      restaurantId: 3,
      userId: 1,
      stationIds: [4],
    });
  }, 10_000);

  it('links a person to the stations the admin ticks and unlinks the ones unticked', async () => {
    const fetchMock = mockServer();
    const userEvents = userEvent.setup();
    renderRoute(PATHS.adminUsers, <TeamPage />, { at: '/admin/users' });
    await userEvents.click(
      await screen.findByRole('button', { name: texts.options.replace('{{name}}', 'Marko Petrović') }),
    );
    await userEvents.click(await screen.findByRole('menuitem', { name: texts.stationsDialog.action }));
    const dialog = await screen.findByRole('dialog', {
      name: texts.stationsDialog.title.replace('{{name}}', 'Marko Petrović'),
    });
    const kitchen = await within(dialog).findByRole('checkbox', { name: 'Kuhinja' });
    expect(kitchen).toBeChecked();
    await userEvents.click(kitchen);
    await userEvents.click(within(dialog).getByRole('checkbox', { name: 'Šank' }));
    await userEvents.click(within(dialog).getByRole('button', { name: texts.stationsDialog.save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(called(fetchMock, '/api/admin/linkDepartment/5/4')).toBe(true);
    expect(called(fetchMock, '/api/admin/unlinkDepartment/5/2')).toBe(true);
  });
});
