import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/domain/auth/profile.schemas';
import adminSer from '@/web/features/admin/locales/ser.json';
import { initI18n } from '@/web/i18n/i18n';
import { createQueryClient } from '@/web/lib/query-client';
import { getSession, startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture } from '@/web/test-utils';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { appRoutes } from './router';

const { t } = initI18n();
const tAuth = initI18n().getFixedT(null, 'auth');

const profile = profileFixture({
  id: 4,
  name: 'Petar Petrović',
  email: 'petar@example.com',
  venue: { id: 9, name: 'Restoran Dunav', currency: 'RSD', pricesInMessage: false },
});

function signIn(user: Profile) {
  startSession({ jwt: 'access', refreshToken: 'refresh', user });
}

/** Answers the calls the shell and pages make, by path. */
function serve(answers: Record<string, unknown>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input).split('?')[0] ?? '';
    return path in answers
      ? jsonResponse(200, answers[path])
      : jsonResponse(404, { code: 'not_found', message: path });
  });
}

function renderApp(at: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [at] });
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('app shell', { timeout: 20_000 }, () => {
  it('sends a visitor without login from /profile to the login page and titles it', async () => {
    const router = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: tAuth('login.title') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.title).toBe(`Nabavka – ${t('titles.login')}`);
  });

  it("shows the user's name as the profile menu with the entries that exist for them", async () => {
    signIn(profile);
    serve({
      '/api/users/profile': profile,
      '/api/venue/getDepartments': [],
      '/api/subscription/getSubscription/9': {
        plan: 'PRO',
        trialEnded: false,
        daysTillTrialEnds: 0,
        departmentLimit: 10,
      },
    });
    const user = userEvent.setup();
    renderApp('/');

    const trigger = await screen.findByRole('button', {
      name: t('shell.profileMenu', { name: profile.name }),
    });
    expect(await screen.findByRole('heading', { name: 'Restoran Dunav' })).toBeInTheDocument();
    expect(document.title).toBe(`Nabavka – ${t('titles.home')}`);
    expect(screen.queryByText(t('shell.adminBadge'))).not.toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      t('menu.home'),
      t('menu.profile'),
      t('menu.articles'),
      t('menu.suppliers'),
      t('menu.standingOrders'),
      t('menu.notifications'),
      t('menu.help'),
      t('menu.terms'),
      t('menu.logout'),
    ]);
  });

  it('opens the terms of use from the profile menu over the current screen', async () => {
    await initI18n().loadNamespaces('help');
    signIn(profile);
    serve({
      '/api/users/profile': profile,
      '/api/venue/getDepartments': [],
      '/api/subscription/getSubscription/9': {
        plan: 'PRO',
        trialEnded: false,
        daysTillTrialEnds: 0,
        departmentLimit: 10,
      },
    });
    const user = userEvent.setup();
    const router = renderApp('/');

    await user.click(
      await screen.findByRole('button', { name: t('shell.profileMenu', { name: profile.name }) }),
    );
    await user.click(await screen.findByRole('menuitem', { name: t('menu.terms') }));

    const tHelp = initI18n().getFixedT(null, 'help');
    const dialog = await screen.findByRole('dialog', { name: tHelp('terms.title') });
    expect(within(dialog).getByText(tHelp('terms.sections.law.title'), { exact: false })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('labels admin pages and lands a super admin on the restaurants list', async () => {
    const superAdmin: Profile = { ...profile, role: 'ROLE_SUPERADMIN', venue: null };
    signIn(superAdmin);
    serve({
      '/api/users/profile': superAdmin,
      '/api/admin/venues/page': { venues: [], total: 0, page: 1, pageSize: 10 },
    });
    const router = renderApp('/');

    expect(await screen.findByRole('heading', { name: adminSer.restaurants.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/restaurants');
    expect(screen.getByText(t('shell.adminBadge'))).toBeInTheDocument();
    expect(document.title).toBe(`Nabavka – ${t('titles.adminRestaurants')}`);
  });

  it('logs out an unverified user shortly after navigation and explains it on the login page', async () => {
    const unverified: Profile = { ...profile, verified: false };
    signIn(unverified);
    serve({
      '/api/users/profile': unverified,
      '/api/venue/getDepartments': [],
      '/api/subscription/getSubscription/9': {
        plan: 'FREE',
        trialEnded: false,
        daysTillTrialEnds: 5,
        departmentLimit: 2,
      },
    });
    const router = renderApp('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    expect(getSession()).toBeNull();
    expect(await screen.findByText(tAuth('login.venueDisabled'))).toBeInTheDocument();
  });

  it('sends a venue admin who has not finished onboarding from an admin address to the dashboard', async () => {
    const onboarding: Profile = { ...profile, role: 'ROLE_ADMIN', finishedOnboarding: false };
    signIn(onboarding);
    serve({
      '/api/users/profile': onboarding,
      '/api/venue/getDepartments': [],
      '/api/subscription/getSubscription/9': {
        plan: 'PRO',
        trialEnded: false,
        daysTillTrialEnds: 0,
        departmentLimit: 10,
      },
    });
    const router = renderApp('/admin/9/stations');

    expect(await screen.findByRole('heading', { name: 'Restoran Dunav' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(t('shell.adminBadge'))).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown address of a signed-in user', async () => {
    signIn(profile);
    serve({ '/api/users/profile': profile });
    renderApp('/no/such/page/here');
    expect(await screen.findByRole('heading', { name: t('notFound.title') })).toBeInTheDocument();
    expect(document.title).toBe(`Nabavka – ${t('titles.notFound')}`);
  });
});
