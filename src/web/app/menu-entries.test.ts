import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { menuEntries, type MenuUser } from './menu-entries';
import { PAGES } from './router';

const base: MenuUser = {
  role: 'ROLE_USER',
  finishedOnboarding: false,
  pending_invites: false,
  venue: { id: 5, name: 'Bistro', currency: 'RSD', pricesInMessage: false },
};
const ids = (user: MenuUser) => menuEntries(user).map((entry) => entry.id);

describe('menuEntries (profile menu: docs/PRODUCT.md#menu)', () => {
  it('gives a ROLE_USER the everyday entries and no admin ones', () => {
    expect(ids(base)).toEqual([
      'home',
      'profile',
      'articles',
      'suppliers',
      'standingOrders',
      'notifications',
      'help',
      'terms',
      'logout',
    ]);
  });

  it('gives an owner (admin of two venues or more) the group entry after Home, and never the super admin', () => {
    const admin = { ...base, role: 'ROLE_ADMIN' as const, finishedOnboarding: true };
    expect(
      menuEntries(admin, true)
        .map((entry) => entry.id)
        .slice(0, 2),
    ).toEqual(['home', 'group']);
    expect(ids(admin)).not.toContain('group');
    const superAdmin = { ...base, role: 'ROLE_SUPERADMIN' as const, venue: null };
    expect(menuEntries(superAdmin, true).map((entry) => entry.id)).not.toContain('group');
  });

  it('hides Home, Profile, Articles and Suppliers from a super admin, who gets Restaurants, Users, the shared catalogue and the mailbox', () => {
    expect(ids({ ...base, role: 'ROLE_SUPERADMIN', venue: null })).toEqual([
      'help',
      'terms',
      'restaurants',
      'users',
      'catalogueSuppliers',
      'catalogueArticles',
      'mailbox',
      'logout',
    ]);
  });

  it('gives an admin who finished onboarding Restaurant, Stations, New venue, Users, Reports and Invoices', () => {
    expect(ids({ ...base, role: 'ROLE_ADMIN', finishedOnboarding: true })).toEqual([
      'home',
      'profile',
      'articles',
      'suppliers',
      'standingOrders',
      'notifications',
      'help',
      'terms',
      'restaurant',
      'stations',
      'newVenue',
      'users',
      'reports',
      'invoices',
      'logout',
    ]);
  });

  it('keeps the admin entries from an admin still onboarding', () => {
    expect(ids({ ...base, role: 'ROLE_ADMIN', finishedOnboarding: false })).toEqual([
      'home',
      'profile',
      'articles',
      'suppliers',
      'standingOrders',
      'notifications',
      'help',
      'terms',
      'logout',
    ]);
  });

  it("points the venue admin's entries at their own venue and the super admin's at the venue list", () => {
    const adminEntries = menuEntries({ ...base, role: 'ROLE_ADMIN', finishedOnboarding: true });
    expect(adminEntries.find((entry) => entry.id === 'restaurant')?.to).toBe('/admin/5/restaurant');
    expect(adminEntries.find((entry) => entry.id === 'stations')?.to).toBe('/admin/5/stations');
    const superEntries = menuEntries({ ...base, role: 'ROLE_SUPERADMIN', venue: null });
    expect(superEntries.find((entry) => entry.id === 'restaurants')?.to).toBe('/admin/restaurants');
    expect(superEntries.find((entry) => entry.id === 'mailbox')?.to).toBe('/dev/mailbox');
  });

  it('disables everything but Logout while an invitation is pending', () => {
    const entries = menuEntries({ ...base, pending_invites: true });
    expect(entries.filter((entry) => !entry.disabled).map((entry) => entry.id)).toEqual(['logout']);
    expect(entries.filter((entry) => entry.disabled)).toHaveLength(entries.length - 1);
  });

  it('opens help in a new tab', () => {
    expect(menuEntries(base).find((entry) => entry.id === 'help')?.newTab).toBe(true);
  });

  it('opens the terms of use as a dialog, not a page', () => {
    const terms = menuEntries(base).find((entry) => entry.id === 'terms');
    expect(terms?.dialog).toBe('terms');
    expect(menuEntries(base).find((entry) => entry.id === 'help')?.dialog).toBeNull();
  });

  it('gives staff Articles and Suppliers next to Home and Profile, the screens they read and mark favourites on', () => {
    expect(ids(base)).toEqual(expect.arrayContaining(['articles', 'suppliers']));
    const entries = menuEntries(base);
    expect(entries.find((entry) => entry.id === 'articles')?.to).toBe('/items');
    expect(entries.find((entry) => entry.id === 'suppliers')?.to).toBe('/suppliers');
  });

  it('leads every entry of every role to a page that exists, never to "not found"', () => {
    const pages = Object.keys(PAGES).map((path) => ({ path }));
    const users: MenuUser[] = [
      base,
      { ...base, role: 'ROLE_ADMIN', finishedOnboarding: true },
      { ...base, role: 'ROLE_SUPERADMIN', venue: null },
    ];
    for (const user of users) {
      for (const entry of menuEntries(user).filter((candidate) => candidate.dialog === null)) {
        expect(matchRoutes(pages, entry.to), `${user.role} ${entry.id} -> ${entry.to}`).not.toBeNull();
      }
    }
  });
});
