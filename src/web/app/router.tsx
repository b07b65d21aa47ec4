/**
 * The route table. Every page but one is its own chunk (route-level lazy). The exception is /login, where every
 * visitor without a session lands: bundled with the shell it shares the shell's chunks, which keeps its first load
 * under the ARCHITECTURE budget (200 KB gzip); as a separate chunk it pays ~5 KB of extra chunk overhead and misses
 * the budget. Titles, access and top-bar rules live in route-meta.ts; a new page adds its pattern to paths.ts and
 * route-meta.ts and one line to PAGES.
 */
import i18n, { type CustomTypeOptions } from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/web/components/page-loader';
import { LoginPage } from '@/web/features/auth/pages/login-page';
import { PATHS, type RoutePattern } from '@/web/lib/paths';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

type LoadPage = () => Promise<ComponentType>;
type TextNamespace = keyof CustomTypeOptions['resources'];

/**
 * A page's chunk, fetched together with the texts its first screen shows (decision 0011): the catalogues load in
 * parallel with the page's code instead of after its first render, so the page paints once, with its texts.
 * Loading texts never fails the page (i18next reports and the page shows its loader, as without this).
 */
const page =
  (texts: TextNamespace[], load: LoadPage): LoadPage =>
  async () =>
    (await Promise.all([load(), i18n.loadNamespaces(texts)]))[0];

/**
 * The pages that exist; patterns (docs/PRODUCT.md#routes) not listed here are still to be built (they show "not
 * found").
 */
export const PAGES: Partial<Record<RoutePattern, LoadPage>> = {
  [PATHS.home]: page(['venues', 'subscriptions', 'help', 'supplier-portal'], () =>
    import('@/web/features/venues/pages/dashboard-page').then((m) => m.DashboardPage),
  ),
  [PATHS.signUp]: page(['auth'], () =>
    import('@/web/features/auth/pages/sign-up-page').then((m) => m.SignUpPage),
  ),
  [PATHS.logout]: page(['auth'], () =>
    import('@/web/features/auth/pages/logout-page').then((m) => m.LogoutPage),
  ),
  [PATHS.verifyEmail]: page(['auth'], () =>
    import('@/web/features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage),
  ),
  [PATHS.resetPassword]: page(['auth'], () =>
    import('@/web/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  [PATHS.profile]: page(['users', 'help'], () =>
    import('@/web/features/users/pages/profile-page').then((m) => m.ProfilePage),
  ),
  [PATHS.adminRestaurants]: page(['admin'], () =>
    import('@/web/features/admin/pages/restaurants-page').then((m) => m.RestaurantsPage),
  ),
  [PATHS.adminRestaurant]: page(['admin'], () =>
    import('@/web/features/admin/pages/restaurant-page').then((m) => m.RestaurantPage),
  ),
  [PATHS.adminSuppliers]: page(['catalogue'], () =>
    import('@/web/features/catalogue/pages/catalogue-suppliers-page').then((m) => m.CatalogueSuppliersPage),
  ),
  [PATHS.adminArticles]: page(['catalogue', 'articles'], () =>
    import('@/web/features/catalogue/pages/catalogue-articles-page').then((m) => m.CatalogueArticlesPage),
  ),
  [PATHS.devMailbox]: page(['dev'], () =>
    import('@/web/features/dev/pages/mailbox-page').then((m) => m.MailboxPage),
  ),
  [PATHS.currentOrders]: page(['orders', 'help', 'credits'], () =>
    import('@/web/features/orders/pages/current-orders-page').then((m) => m.CurrentOrdersPage),
  ),
  [PATHS.currentCustomOrders]: page(['orders', 'help'], () =>
    import('@/web/features/orders/pages/current-orders-page').then((m) => m.CurrentOrdersPage),
  ),
  [PATHS.archived]: page(['orders'], () =>
    import('@/web/features/orders/pages/archive-page').then((m) => m.ArchivePage),
  ),
  [PATHS.orderPrint]: page(['orders'], () =>
    import('@/web/features/orders/pages/order-print-page').then((m) => m.OrderPrintPage),
  ),
  [PATHS.newOrder]: page(['orders', 'help'], () =>
    import('@/web/features/orders/pages/order-wizard-pages').then((m) => m.NewOrderPage),
  ),
  [PATHS.newCustomOrder]: page(['orders', 'help'], () =>
    import('@/web/features/orders/pages/order-wizard-pages').then((m) => m.NewCustomOrderPage),
  ),
  [PATHS.editOrder]: page(['orders', 'help'], () =>
    import('@/web/features/orders/pages/order-wizard-pages').then((m) => m.EditOrderPage),
  ),
  [PATHS.standingOrders]: page(['standing-orders'], () =>
    import('@/web/features/standing-orders/pages/standing-orders-page').then((m) => m.StandingOrdersPage),
  ),
  [PATHS.notifications]: page(['notifications', 'orders'], () =>
    import('@/web/features/notifications/pages/notifications-page').then((m) => m.NotificationsPage),
  ),
  [PATHS.stockCount]: page(['suggestions', 'orders'], () =>
    import('@/web/features/suggestions/pages/stock-count-page').then((m) => m.StockCountPage),
  ),
  [PATHS.adminStations]: page(['stations', 'help'], () =>
    import('@/web/features/stations/pages/stations-admin-page').then((m) => m.StationsAdminPage),
  ),
  [PATHS.adminUsers]: page(['users', 'help'], () =>
    import('@/web/features/users/pages/team-page').then((m) => m.TeamPage),
  ),
  [PATHS.newVenue]: page(['venues'], () =>
    import('@/web/features/venues/pages/new-venue-page').then((m) => m.NewVenuePage),
  ),
  [PATHS.acceptInvite]: page(['users'], () =>
    import('@/web/features/users/pages/accept-invite-page').then((m) => m.AcceptInvitePage),
  ),
  [PATHS.suppliers]: page(['suppliers', 'help'], () =>
    import('@/web/features/suppliers/pages/suppliers-page').then((m) => m.SuppliersPage),
  ),
  [PATHS.articles]: page(['articles', 'help'], () =>
    import('@/web/features/articles/pages/articles-page').then((m) => m.ArticlesPage),
  ),
  [PATHS.pricing]: page(['subscriptions'], () =>
    import('@/web/features/subscriptions/pages/pricing-page').then((m) => m.PricingPage),
  ),
  [PATHS.help]: page(['help'], () => import('@/web/features/help/pages/help-page').then((m) => m.HelpPage)),
  [PATHS.adminReports]: page(['reports', 'help', 'credits', 'invoices'], () =>
    import('@/web/features/reports/pages/reports-page').then((m) => m.ReportsPage),
  ),
  [PATHS.group]: page(['groups'], () =>
    import('@/web/features/groups/pages/group-page').then((m) => m.GroupPage),
  ),
  [PATHS.supplierDashboard]: page(['supplier-portal', 'suppliers'], () =>
    import('@/web/features/supplier-portal/pages/supplier-links-page').then((m) => m.SupplierLinksPage),
  ),
  [PATHS.adminInvoices]: page(['invoices'], () =>
    import('@/web/features/invoices/pages/invoices-page').then((m) => m.InvoicesPage),
  ),
  [PATHS.adminInvoice]: page(['invoices'], () =>
    import('@/web/features/invoices/pages/invoice-page').then((m) => m.InvoicePage),
  ),
  [PATHS.supplierDemo]: page(['supplier-portal'], () =>
    import('@/web/features/supplier-portal/pages/supplier-demo-page').then((m) => m.SupplierDemoPage),
  ),
  [PATHS.supplierOrderLink]: page(['supplier-portal'], () =>
    import('@/web/features/supplier-portal/pages/supplier-order-page').then((m) => m.SupplierOrderPage),
  ),
  [PATHS.supplierCreditLink]: page(['credits'], () =>
    import('@/web/features/credits/pages/supplier-credit-page').then((m) => m.SupplierCreditPage),
  ),
  [PATHS.supplierStandingLink]: page(['supplier-portal'], () =>
    import('@/web/features/supplier-portal/pages/supplier-standing-page').then((m) => m.SupplierStandingPage),
  ),
};

const lazyPage = (load: LoadPage): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

export function appRoutes(): RouteObject[] {
  const pages = Object.entries(PAGES) as Array<[RoutePattern, LoadPage]>;
  return [
    {
      path: PATHS.home,
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoader,
      children: [
        { path: PATHS.login, Component: LoginPage },
        ...pages.map(([path, load]): RouteObject =>
          path === PATHS.home ? { index: true, ...lazyPage(load) } : { path, ...lazyPage(load) },
        ),
        { path: '*', ...lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage)) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
