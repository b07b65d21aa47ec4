import { describe, expect, it } from 'vitest';
import { AVAILABLE_MENU_SCREENS, type MenuEntryId, menuEntries, type MenuUser } from './menu-entries';

const EVERY_SCREEN: ReadonlySet<MenuEntryId> = new Set<MenuEntryId>([
  'home',
  'profile',
  'articles',
  'suppliers',
  'help',
  'terms',
  'restaurant',
  'restaurants',
  'stations',
  'users',
  'reports',
  'invoices',
  'mailbox',
  'logout',
]);

const base: MenuUser = {
  role: 'ROLE_USER',
  finishedOnboarding: false,
  pending_invites: false,
  venue: { id: 5, name: 'Bistro' },
};
const ids = (user: MenuUser, available = EVERY_SCREEN) =>
  menuEntries(user, available).map((entry) => entry.id);

describe('menuEntries (SPEC §2 profile menu)', () => {
  it('gives a ROLE_USER the everyday entries and no admin ones', () => {
    expect(ids(base)).toEqual(['home', 'profile', 'articles', 'suppliers', 'help', 'terms', 'logout']);
  });

  it('hides Home, Profile, Articles and Suppliers from a super admin, who gets Restaurants, Users and the mailbox', () => {
    expect(ids({ ...base, role: 'ROLE_SUPERADMIN', venue: null })).toEqual([
      'help',
      'terms',
      'restaurants',
      'users',
      'mailbox',
      'logout',
    ]);
  });

  it('gives an admin who finished onboarding Restaurant, Stations, Users, Reports and Invoices', () => {
    expect(ids({ ...base, role: 'ROLE_ADMIN', finishedOnboarding: true })).toEqual([
      'home',
      'profile',
      'articles',
      'suppliers',
      'help',
      'terms',
      'restaurant',
      'stations',
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
      'help',
      'terms',
      'logout',
    ]);
  });

  it("points the venue admin's entries at their own venue and the super admin's at the venue list", () => {
    const adminEntries = menuEntries({ ...base, role: 'ROLE_ADMIN', finishedOnboarding: true }, EVERY_SCREEN);
    expect(adminEntries.find((entry) => entry.id === 'restaurant')?.to).toBe('/admin/5/restaurant');
    expect(adminEntries.find((entry) => entry.id === 'stations')?.to).toBe('/admin/5/stations');
    const superEntries = menuEntries({ ...base, role: 'ROLE_SUPERADMIN', venue: null }, EVERY_SCREEN);
    expect(superEntries.find((entry) => entry.id === 'restaurants')?.to).toBe('/admin/restaurants');
    expect(superEntries.find((entry) => entry.id === 'mailbox')?.to).toBe('/dev/mailbox');
  });

  it('disables everything but Logout while an invitation is pending', () => {
    const entries = menuEntries({ ...base, pending_invites: true }, EVERY_SCREEN);
    expect(entries.filter((entry) => !entry.disabled).map((entry) => entry.id)).toEqual(['logout']);
    expect(entries.filter((entry) => entry.disabled)).toHaveLength(entries.length - 1);
  });

  it('opens help in a new tab', () => {
    expect(menuEntries(base, EVERY_SCREEN).find((entry) => entry.id === 'help')?.newTab).toBe(true);
  });

  it('opens the terms of use as a dialog, not a page', () => {
    const terms = menuEntries(base, EVERY_SCREEN).find((entry) => entry.id === 'terms');
    expect(terms?.dialog).toBe('terms');
    expect(menuEntries(base, EVERY_SCREEN).find((entry) => entry.id === 'help')?.dialog).toBeNull();
  });

  it('shows only entries whose screens exist', () => {
    expect(ids(base, AVAILABLE_MENU_SCREENS)).toEqual(['home', 'profile', 'help', 'terms', 'logout']);
    expect(ids({ ...base, role: 'ROLE_SUPERADMIN', venue: null }, AVAILABLE_MENU_SCREENS)).toEqual([
      'help',
      'terms',
      'restaurants',
      'users',
      'catalogueSuppliers',
      'catalogueArticles',
      'mailbox',
      'logout',
    ]);
    const onboardedAdmin = { ...base, role: 'ROLE_ADMIN' as const, finishedOnboarding: true };
    expect(ids(onboardedAdmin, AVAILABLE_MENU_SCREENS)).toEqual([
      'home',
      'profile',
      'help',
      'terms',
      'stations',
      'users',
      'reports',
      'invoices',
      'logout',
    ]);
  });
});
