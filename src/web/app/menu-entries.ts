/** The profile menu (docs/PRODUCT.md#menu): which entries a user sees and which are disabled, in one pure function. */
import type { Profile } from '@/domain/auth/profile.schemas';
import type { TranslationKey } from '@/web/i18n/i18n';
import { buildPath, PATHS } from '@/web/lib/paths';

export type MenuEntryId =
  | 'home'
  | 'profile'
  | 'articles'
  | 'suppliers'
  | 'standingOrders'
  | 'notifications'
  | 'catalogueSuppliers'
  | 'catalogueArticles'
  | 'help'
  | 'terms'
  | 'restaurant'
  | 'newVenue'
  | 'restaurants'
  | 'stations'
  | 'users'
  | 'reports'
  | 'group'
  | 'invoices'
  | 'mailbox'
  | 'logout';

export interface MenuEntry {
  id: MenuEntryId;
  labelKey: TranslationKey;
  to: string;
  /** Opens in a new tab (help, docs/PRODUCT.md#help). */
  newTab: boolean;
  /** Opens a dialog over the current screen instead of navigating (the terms of use, docs/PRODUCT.md#terms). */
  dialog: 'terms' | null;
  disabled: boolean;
}

export type MenuUser = Pick<Profile, 'role' | 'finishedOnboarding' | 'pending_invites' | 'venue'>;

interface Candidate {
  id: MenuEntryId;
  labelKey: TranslationKey;
  to: string;
  visible: boolean;
  newTab?: boolean;
  dialog?: 'terms';
}

/** Every entry leads to a screen that exists; `menu-entries.test.ts` checks each against the route table. */
/**
 * `owner`: the account administers two venues or more (docs/decisions/0037-venue-memberships.md), which the profile
 * does not say; the shell reads it from the memberships.
 */
export function menuEntries(user: MenuUser, owner = false): MenuEntry[] {
  const superAdmin = user.role === 'ROLE_SUPERADMIN';
  // The venue admin's own admin pages open only once onboarding is finished (docs/PRODUCT.md#routing-rules).
  const onboardedAdmin = user.role === 'ROLE_ADMIN' && user.finishedOnboarding;
  const venueId = user.venue?.id;

  const candidates: Candidate[] = [
    { id: 'home', labelKey: 'menu.home', to: PATHS.home, visible: !superAdmin },
    { id: 'group', labelKey: 'menu.group', to: PATHS.group, visible: owner && !superAdmin },
    { id: 'profile', labelKey: 'menu.profile', to: PATHS.profile, visible: !superAdmin },
    { id: 'articles', labelKey: 'menu.articles', to: PATHS.articles, visible: !superAdmin },
    { id: 'suppliers', labelKey: 'menu.suppliers', to: PATHS.suppliers, visible: !superAdmin },
    { id: 'standingOrders', labelKey: 'menu.standingOrders', to: PATHS.standingOrders, visible: !superAdmin },
    { id: 'notifications', labelKey: 'menu.notifications', to: PATHS.notifications, visible: !superAdmin },
    { id: 'help', labelKey: 'menu.help', to: PATHS.help, visible: true, newTab: true },
    { id: 'terms', labelKey: 'menu.terms', to: '', visible: true, dialog: 'terms' },
    { id: 'restaurants', labelKey: 'menu.restaurants', to: PATHS.adminRestaurants, visible: superAdmin },
    {
      id: 'restaurant',
      labelKey: 'menu.restaurant',
      to: venueId === undefined ? PATHS.home : buildPath.adminRestaurant(venueId),
      visible: onboardedAdmin && venueId !== undefined,
    },
    {
      id: 'stations',
      labelKey: 'menu.stations',
      to: venueId === undefined ? PATHS.home : buildPath.adminStations(venueId),
      visible: onboardedAdmin && venueId !== undefined,
    },
    // Another venue, opened by an admin of this one (docs/decisions/0038-copy-venue-setup.md).
    { id: 'newVenue', labelKey: 'menu.newVenue', to: PATHS.newVenue, visible: onboardedAdmin },
    { id: 'users', labelKey: 'menu.users', to: PATHS.adminUsers, visible: onboardedAdmin || superAdmin },
    { id: 'reports', labelKey: 'menu.reports', to: PATHS.adminReports, visible: onboardedAdmin },
    { id: 'invoices', labelKey: 'menu.invoices', to: PATHS.adminInvoices, visible: onboardedAdmin },
    {
      id: 'catalogueSuppliers',
      labelKey: 'menu.catalogueSuppliers',
      to: PATHS.adminSuppliers,
      visible: superAdmin,
    },
    {
      id: 'catalogueArticles',
      labelKey: 'menu.catalogueArticles',
      to: PATHS.adminArticles,
      visible: superAdmin,
    },
    // Where the super admin reads the mails stored instead of sent (no SMTP server configured).
    { id: 'mailbox', labelKey: 'menu.mailbox', to: PATHS.devMailbox, visible: superAdmin },
    { id: 'logout', labelKey: 'menu.logout', to: PATHS.logout, visible: true },
  ];

  return candidates
    .filter((entry) => entry.visible)
    .map(({ id, labelKey, to, newTab, dialog }) => ({
      id,
      labelKey,
      to,
      newTab: newTab ?? false,
      dialog: dialog ?? null,
      // While an invitation waits for approval, only logging out works (docs/PRODUCT.md#pending-access).
      disabled: user.pending_invites && id !== 'logout',
    }));
}
