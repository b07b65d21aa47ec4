import { describe, expect, it } from 'vitest';
import type { Role } from '@/domain/shared/enums';
import {
  accessRedirect,
  guardLogsOut,
  hidesTopBarOnMobile,
  showsAdminLabel,
  trialEndedRedirect,
} from './route-access';
import { homePath, PATHS } from '@/web/lib/paths';
import { routeMeta } from './route-meta';

const as = (role: Role, verified = true, finishedOnboarding = true) => ({
  role,
  verified,
  finishedOnboarding,
});
const user = as('ROLE_USER');
const admin = as('ROLE_ADMIN');
const superAdmin = as('ROLE_SUPERADMIN');

describe('routing rules (docs/PRODUCT.md#routing-rules)', () => {
  it.each([
    '/login',
    '/sign-up',
    '/12/supplier-demo/345',
    '/s/AbCdEfGhIjKlMnOpQrStUvWx',
    '/verify/email',
    '/resetPassword',
    '/acceptInvite',
  ])('lets a visitor without login open %s', (path) => expect(accessRedirect(path, null)).toBeNull());

  it.each([
    '/',
    '/profile',
    '/items',
    '/admin/restaurants',
    '/logout',
    '/no-such-page',
    '/12/supplier',
    '/dev/mailbox',
  ])('sends a visitor without login from %s to /login', (path) =>
    expect(accessRedirect(path, null)).toBe('/login'),
  );

  it('sends a super admin on a non-admin path to /admin/restaurants', () => {
    expect(accessRedirect('/', superAdmin)).toBe('/admin/restaurants');
    expect(accessRedirect('/profile', superAdmin)).toBe('/admin/restaurants');
    expect(accessRedirect('/4/new-order', superAdmin)).toBe('/admin/restaurants');
  });

  it('lets a super admin open every admin page', () => {
    expect(accessRedirect('/admin/restaurants', superAdmin)).toBeNull();
    expect(accessRedirect('/admin/users', superAdmin)).toBeNull();
    expect(accessRedirect('/admin/3/stations', superAdmin)).toBeNull();
  });

  it('lets only the super admin open the mailbox of stored mails; everyone else goes home', () => {
    expect(accessRedirect('/dev/mailbox', superAdmin)).toBeNull();
    expect(accessRedirect('/dev/mailbox', admin)).toBe('/');
    expect(accessRedirect('/dev/mailbox', user)).toBe('/');
  });

  it('sends a ROLE_USER opening an admin path to /', () => {
    expect(accessRedirect('/admin/restaurants', user)).toBe('/');
    expect(accessRedirect('/admin/3/restaurant', user)).toBe('/');
    expect(accessRedirect('/admin/users', user)).toBe('/');
    expect(accessRedirect('/admin/invoices', user)).toBe('/');
    expect(accessRedirect('/admin/invoices/7', user)).toBe('/');
  });

  it("lets a venue admin open their venue's admin pages but not the platform-wide ones", () => {
    expect(accessRedirect('/admin/3/restaurant', admin)).toBeNull();
    expect(accessRedirect('/admin/3/stations', admin)).toBeNull();
    expect(accessRedirect('/admin/reports', admin)).toBeNull();
    expect(accessRedirect('/admin/invoices', admin)).toBeNull();
    expect(accessRedirect('/admin/invoices/7', admin)).toBeNull();
    expect(accessRedirect('/admin/restaurants', admin)).toBe('/');
    expect(accessRedirect('/admin/suppliers', admin)).toBe('/');
  });

  it('sends a venue admin who has not finished onboarding from every admin page to the dashboard', () => {
    const onboarding = as('ROLE_ADMIN', true, false);
    for (const path of ['/admin/3/restaurant', '/admin/3/stations', '/admin/users', '/admin/reports']) {
      expect(accessRedirect(path, onboarding), path).toBe('/');
    }
    expect(accessRedirect('/', onboarding)).toBeNull();
    expect(accessRedirect('/items', onboarding)).toBeNull();
    expect(accessRedirect('/profile', onboarding)).toBeNull();
  });

  it('opens "new venue" to a venue admin past onboarding only (decision 0038)', () => {
    expect(accessRedirect(PATHS.newVenue, admin)).toBeNull();
    expect(accessRedirect(PATHS.newVenue, user)).toBe('/');
    expect(accessRedirect(PATHS.newVenue, as('ROLE_ADMIN', true, false))).toBe('/');
    expect(accessRedirect(PATHS.newVenue, superAdmin)).toBe('/admin/restaurants');
    expect(showsAdminLabel(PATHS.newVenue)).toBe(false);
  });

  it('lets a super admin open admin pages whatever their own onboarding flag says', () => {
    expect(accessRedirect('/admin/3/restaurant', as('ROLE_SUPERADMIN', true, false))).toBeNull();
  });

  it('sends a signed-in user opening /login to their home', () => {
    expect(accessRedirect('/login', user)).toBe('/');
    expect(accessRedirect('/login', admin)).toBe('/');
    expect(accessRedirect('/login', superAdmin)).toBe('/admin/restaurants');
  });

  it('lets signed-in users of any role open the e-mail links and log out', () => {
    for (const who of [user, admin, superAdmin]) {
      expect(accessRedirect('/verify/email', who)).toBeNull();
      expect(accessRedirect('/resetPassword', who)).toBeNull();
      expect(accessRedirect('/logout', who)).toBeNull();
    }
  });

  it('keeps ordinary users on their own pages', () => {
    expect(accessRedirect('/', user)).toBeNull();
    expect(accessRedirect('/profile', user)).toBeNull();
    expect(accessRedirect('/4/edit-order/9', user)).toBeNull();
  });

  it('takes the bare /admin to the home of the role', () => {
    expect(accessRedirect('/admin', superAdmin)).toBe('/admin/restaurants');
    expect(accessRedirect('/admin', admin)).toBe('/');
  });

  it('homes a super admin on /admin/restaurants and everyone else on /', () => {
    expect(homePath(superAdmin)).toBe('/admin/restaurants');
    expect(homePath(admin)).toBe('/');
    expect(homePath(user)).toBe('/');
  });
});

describe('shell rules (docs/PRODUCT.md#shell)', () => {
  it.each(['/login', '/sign-up', '/4/new-order', '/4/new-custom-order', '/4/edit-order/77'])(
    'hides the top bar on phones on %s',
    (path) => expect(hidesTopBarOnMobile(path)).toBe(true),
  );

  it.each(['/', '/profile', '/admin/restaurants', '/current-orders/4/orders', '/dev/mailbox'])(
    'keeps the top bar on phones on %s',
    (path) => expect(hidesTopBarOnMobile(path)).toBe(false),
  );

  it('labels admin pages only', () => {
    expect(showsAdminLabel('/admin/restaurants')).toBe(true);
    expect(showsAdminLabel('/admin/3/stations')).toBe(true);
    expect(showsAdminLabel('/profile')).toBe(false);
    expect(showsAdminLabel('/administration-notes')).toBe(false);
    expect(showsAdminLabel('/admin/no-such-page')).toBe(false);
  });

  it('finds the title of parameterised routes, preferring static segments', () => {
    expect(routeMeta('/admin/users').titleKey).toBe('titles.adminUsers');
    expect(routeMeta('/12/supplier').titleKey).toBe('titles.supplierLinks');
    expect(routeMeta('/4/edit-order/9').titleKey).toBe('titles.editOrder');
    expect(routeMeta('/nothing/here/at/all').titleKey).toBe('titles.notFound');
  });
});

describe('guard (docs/PRODUCT.md#guard)', () => {
  const verified = as('ROLE_USER', true);
  const unverified = as('ROLE_USER', false);

  it('logs out an unverified user on an ordinary page', () => {
    expect(guardLogsOut({ pathname: '/', loadedUser: unverified, venueDisabled: false })).toBe(true);
  });

  it('logs out a user whose venue is disabled', () => {
    expect(guardLogsOut({ pathname: '/profile', loadedUser: verified, venueDisabled: true })).toBe(true);
  });

  it.each(['/acceptInvite', '/sign-up', '/verify/email', '/resetPassword'])('leaves %s alone', (pathname) => {
    expect(guardLogsOut({ pathname, loadedUser: unverified, venueDisabled: true })).toBe(false);
  });

  it('waits for the profile to be loaded before judging', () => {
    expect(guardLogsOut({ pathname: '/', loadedUser: null, venueDisabled: false })).toBe(false);
  });

  it('keeps a verified user of an active venue', () => {
    expect(guardLogsOut({ pathname: '/', loadedUser: verified, venueDisabled: false })).toBe(false);
  });
});

describe('trial ended (guard: docs/PRODUCT.md#guard)', () => {
  it.each(['/profile', '/items', '/admin/3/restaurant', '/current-orders/4/orders'])(
    'sends a venue person from %s to the dashboard',
    (path) => {
      expect(trialEndedRedirect(path, admin, true)).toBe('/');
      expect(trialEndedRedirect(path, user, true)).toBe('/');
    },
  );

  it('leaves the dashboard, logout, a running plan and the super admin alone', () => {
    expect(trialEndedRedirect('/', admin, true)).toBeNull();
    expect(trialEndedRedirect('/logout', admin, true)).toBeNull();
    expect(trialEndedRedirect('/profile', admin, false)).toBeNull();
    expect(trialEndedRedirect('/admin/restaurants', superAdmin, true)).toBeNull();
    expect(trialEndedRedirect('/profile', null, true)).toBeNull();
  });
});
