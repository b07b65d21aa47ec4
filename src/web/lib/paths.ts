import type { Profile } from '@/domain/auth/profile.schemas';

/**
 * Every route (docs/PRODUCT.md#routes) as a pattern, and builders for the ones that take parameters. Links and
 * redirects use these, never string literals, so a renamed route breaks the type check instead of a link. They live in
 * lib/ because features link to each other's screens and may not import src/web/app (docs/ARCHITECTURE.md, "Web").
 */
export const PATHS = {
  home: '/',
  login: '/login',
  signUp: '/sign-up',
  logout: '/logout',
  profile: '/profile',
  /** Another venue for its admin, optionally with a copy of a venue's setup (docs/decisions/0038-copy-venue-setup.md). */
  newVenue: '/venues/new',
  articles: '/items',
  suppliers: '/suppliers',
  archived: '/archived',
  /** The printable page of an order and its receipt (A4, the browser's print to PDF), either kind of order. */
  orderPrint: '/orders/:orderId/print',
  /** In-app help (docs/PRODUCT.md#help); the menu opens it in a new tab (docs/PRODUCT.md#menu). */
  help: '/help',
  newOrder: '/:stationId/new-order',
  newCustomOrder: '/:stationId/new-custom-order',
  editOrder: '/:stationId/edit-order/:orderId',
  /** A quick stock count at a station (docs/decisions/0025-order-guards.md). */
  stockCount: '/:stationId/stock-count',
  /** The venue's standing orders and the user's notifications (docs/decisions/0030-standing-orders.md). */
  standingOrders: '/standing-orders',
  notifications: '/notifications',
  currentOrders: '/current-orders/:stationId/orders',
  currentCustomOrders: '/current-orders/:stationId/custom-orders',
  adminUsers: '/admin/users',
  adminRestaurants: '/admin/restaurants',
  adminRestaurant: '/admin/:venueId/restaurant',
  adminSuppliers: '/admin/suppliers',
  adminStations: '/admin/:venueId/stations',
  adminArticles: '/admin/articles',
  adminReports: '/admin/reports',
  /** The owner's group dashboard: every venue the account administers (docs/decisions/0037-venue-memberships.md). */
  group: '/group',
  /** Incoming e-invoices and the SEF connection (docs/PRODUCT.md#invoices). */
  adminInvoices: '/admin/invoices',
  adminInvoice: '/admin/invoices/:invoiceId',
  /** The venue's supplier links (docs/PRODUCT.md#supplier-dashboard-route), at the address of the supplier dashboard. */
  supplierDashboard: '/:restaurantId/supplier',
  supplierDemo: '/:restaurantId/supplier-demo/:orderId',
  resetPassword: '/resetPassword',
  acceptInvite: '/acceptInvite',
  /** The plans with their prices, without login (docs/PRODUCT.md#plan-prices). */
  pricing: '/pricing',
  verifyEmail: '/verify/email',
  devMailbox: '/dev/mailbox',
  /** The order a supplier's link opens, without login (docs/PRODUCT.md#supplier-link). */
  supplierOrderLink: '/o/:token',
  /**
   * A supplier contact's standing link, every order the venue sent to that contact, without login
   * (docs/PRODUCT.md#standing-links).
   */
  supplierStandingLink: '/s/:token',
  /** The credit request a supplier's link opens, without login (src/domain/credits). */
  supplierCreditLink: '/k/:token',
} as const;

export type RoutePattern = (typeof PATHS)[keyof typeof PATHS];

export const ADMIN_PREFIX = '/admin';

/** The query of /standing-orders that shows one station's standing orders. */
export const STATION_QUERY = 'station';

export const buildPath = {
  adminRestaurant: (venueId: number) => `/admin/${venueId}/restaurant`,
  adminStations: (venueId: number) => `/admin/${venueId}/stations`,
  supplierLinks: (venueId: number) => `/${venueId}/supplier`,
  adminInvoice: (invoiceId: number) => `/admin/invoices/${invoiceId}`,
  stockCount: (stationId: number) => `/${stationId}/stock-count`,
  /** The standing orders of one station (its current orders link there: decision 0030). */
  stationStandingOrders: (stationId: number) => `/standing-orders?${STATION_QUERY}=${stationId}`,
  orderPrint: (orderId: number) => `/orders/${orderId}/print`,
};

/** Where a signed-in user belongs: super admins manage venues, everyone else starts on the dashboard. */
export function homePath(user: Pick<Profile, 'role'>): string {
  return user.role === 'ROLE_SUPERADMIN' ? PATHS.adminRestaurants : PATHS.home;
}
