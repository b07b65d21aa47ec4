/**
 * What the shell needs to know about each route (docs/PRODUCT.md#routes), independent of whether its page exists yet:
 * the title, whether it is open without login, whether the top bar hides on phones, and who may open it.
 */
import { matchRoutes } from 'react-router';
import type { TranslationKey } from '@/web/i18n/i18n';
import { PATHS, type RoutePattern } from '@/web/lib/paths';

interface RouteMeta {
  /** Page title (`Nabavka – <title>`). */
  titleKey: TranslationKey;
  /** Reachable without login (routing rules: docs/PRODUCT.md#routing-rules); also never bounced by role. */
  public?: boolean;
  /** Phones get the whole screen on the order wizard, login and sign-up (docs/PRODUCT.md#shell-layout). */
  hideTopBarOnMobile?: boolean;
  /** Admin pages carry the ADMIN label and are closed to ROLE_USER. */
  admin?: boolean;
  /**
   * A venue admin's page outside /admin (opening another venue): closed to ROLE_USER, and open once onboarding is
   * finished, as the admin pages are.
   */
  venueAdmin?: boolean;
  /** Pages of the whole platform, not of one venue: only the super admin opens them, everyone else is sent home. */
  superAdminOnly?: boolean;
  /** The unverified / disabled-venue guard leaves these alone (docs/PRODUCT.md#guard). */
  guardExempt?: boolean;
}

const ROUTE_META: Record<RoutePattern, RouteMeta> = {
  [PATHS.home]: { titleKey: 'titles.home' },
  [PATHS.login]: { titleKey: 'titles.login', public: true, hideTopBarOnMobile: true },
  [PATHS.signUp]: { titleKey: 'titles.signUp', public: true, hideTopBarOnMobile: true, guardExempt: true },
  [PATHS.logout]: { titleKey: 'titles.logout' },
  [PATHS.profile]: { titleKey: 'titles.profile' },
  // Registering another venue of a signed-in owner (decision 0037).
  [PATHS.newVenue]: { titleKey: 'titles.newVenue', venueAdmin: true },
  [PATHS.articles]: { titleKey: 'titles.articles' },
  [PATHS.suppliers]: { titleKey: 'titles.suppliers' },
  [PATHS.archived]: { titleKey: 'titles.archived' },
  [PATHS.orderPrint]: { titleKey: 'titles.orderPrint' },
  // Help is the product's, not a venue's: open without login (a "?" opens it in a new tab).
  [PATHS.help]: { titleKey: 'titles.help', public: true, guardExempt: true },
  // What the plans cost, before anyone has an account (docs/PRODUCT.md#plan-prices).
  [PATHS.pricing]: { titleKey: 'titles.pricing', public: true, guardExempt: true },
  [PATHS.newOrder]: { titleKey: 'titles.newOrder', hideTopBarOnMobile: true },
  [PATHS.newCustomOrder]: { titleKey: 'titles.newCustomOrder', hideTopBarOnMobile: true },
  [PATHS.editOrder]: { titleKey: 'titles.editOrder', hideTopBarOnMobile: true },
  [PATHS.stockCount]: { titleKey: 'titles.stockCount' },
  [PATHS.standingOrders]: { titleKey: 'titles.standingOrders' },
  [PATHS.notifications]: { titleKey: 'titles.notifications' },
  [PATHS.currentOrders]: { titleKey: 'titles.currentOrders' },
  [PATHS.currentCustomOrders]: { titleKey: 'titles.currentCustomOrders' },
  [PATHS.adminUsers]: { titleKey: 'titles.adminUsers', admin: true },
  [PATHS.adminRestaurants]: { titleKey: 'titles.adminRestaurants', admin: true, superAdminOnly: true },
  [PATHS.adminRestaurant]: { titleKey: 'titles.adminRestaurant', admin: true },
  [PATHS.adminSuppliers]: { titleKey: 'titles.adminSuppliers', admin: true, superAdminOnly: true },
  [PATHS.adminStations]: { titleKey: 'titles.adminStations', admin: true },
  [PATHS.adminArticles]: { titleKey: 'titles.adminArticles', admin: true, superAdminOnly: true },
  [PATHS.adminReports]: { titleKey: 'titles.adminReports', admin: true },
  [PATHS.group]: { titleKey: 'titles.group' },
  [PATHS.supplierDashboard]: { titleKey: 'titles.supplierLinks' },
  [PATHS.adminInvoices]: { titleKey: 'titles.adminInvoices', admin: true },
  [PATHS.adminInvoice]: { titleKey: 'titles.adminInvoice', admin: true },
  [PATHS.supplierDemo]: { titleKey: 'titles.supplierDemo', public: true },
  [PATHS.supplierOrderLink]: {
    titleKey: 'titles.supplierDemo',
    public: true,
    guardExempt: true,
    hideTopBarOnMobile: true,
  },
  [PATHS.supplierStandingLink]: {
    titleKey: 'titles.supplierDashboard',
    public: true,
    guardExempt: true,
    hideTopBarOnMobile: true,
  },
  [PATHS.supplierCreditLink]: {
    titleKey: 'titles.supplierCredit',
    public: true,
    guardExempt: true,
    hideTopBarOnMobile: true,
  },
  [PATHS.resetPassword]: { titleKey: 'titles.resetPassword', public: true, guardExempt: true },
  [PATHS.acceptInvite]: { titleKey: 'titles.acceptInvite', public: true, guardExempt: true },
  [PATHS.verifyEmail]: { titleKey: 'titles.verifyEmail', public: true, guardExempt: true },
  // The stored mails hold every reset and order link of the installation: the super admin's alone.
  [PATHS.devMailbox]: { titleKey: 'titles.devMailbox', superAdminOnly: true },
};

const NOT_FOUND_META: RouteMeta = { titleKey: 'titles.notFound' };

const MATCHABLE = (Object.keys(ROUTE_META) as RoutePattern[]).map((path) => ({ path }));

interface MatchedRoute {
  pattern: RoutePattern;
  meta: RouteMeta;
}

/** The route a URL path belongs to, ranked like the router ranks it (static segments beat parameters). */
function matchRoute(pathname: string): MatchedRoute | null {
  const matches = matchRoutes(MATCHABLE, pathname);
  const pattern = matches?.[0]?.route.path as RoutePattern | undefined;
  return pattern ? { pattern, meta: ROUTE_META[pattern] } : null;
}

export function routeMeta(pathname: string): RouteMeta {
  return matchRoute(pathname)?.meta ?? NOT_FOUND_META;
}
