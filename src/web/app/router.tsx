/**
 * The route table. Every page but one is its own chunk (route-level lazy). The exception is /login, where every
 * visitor without a session lands: bundled with the shell it shares the shell's chunks, which keeps its first load
 * under the ARCHITECTURE budget (200 KB gzip); as a separate chunk it pays ~5 KB of extra chunk overhead and misses
 * the budget. Titles, access and top-bar rules live in route-meta.ts; a new page adds its pattern to paths.ts and
 * route-meta.ts and one line to PAGES.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/web/components/page-loader';
import { LoginPage } from '@/web/features/auth/pages/login-page';
import { PATHS, type RoutePattern } from './paths';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

type LoadPage = () => Promise<ComponentType>;

/** The pages that exist; patterns of SPEC §2 not listed here are still to be built (they show "not found"). */
export const PAGES: Partial<Record<RoutePattern, LoadPage>> = {
  [PATHS.home]: () => import('@/web/features/venues/pages/dashboard-page').then((m) => m.DashboardPage),
  [PATHS.signUp]: () => import('@/web/features/auth/pages/sign-up-page').then((m) => m.SignUpPage),
  [PATHS.logout]: () => import('@/web/features/auth/pages/logout-page').then((m) => m.LogoutPage),
  [PATHS.verifyEmail]: () =>
    import('@/web/features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage),
  [PATHS.resetPassword]: () =>
    import('@/web/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  [PATHS.profile]: () => import('@/web/features/users/pages/profile-page').then((m) => m.ProfilePage),
  [PATHS.adminRestaurants]: () =>
    import('@/web/features/admin/pages/restaurants-page').then((m) => m.RestaurantsPage),
  [PATHS.adminRestaurant]: () =>
    import('@/web/features/admin/pages/restaurant-page').then((m) => m.RestaurantPage),
  [PATHS.adminSuppliers]: () =>
    import('@/web/features/admin/catalogue/catalogue-suppliers-page').then((m) => m.CatalogueSuppliersPage),
  [PATHS.adminArticles]: () =>
    import('@/web/features/admin/catalogue/catalogue-articles-page').then((m) => m.CatalogueArticlesPage),
  [PATHS.devMailbox]: () => import('@/web/features/dev/pages/mailbox-page').then((m) => m.MailboxPage),
  [PATHS.currentOrders]: () =>
    import('@/web/features/orders/pages/current-orders-page').then((m) => m.CurrentOrdersPage),
  [PATHS.currentCustomOrders]: () =>
    import('@/web/features/orders/pages/current-orders-page').then((m) => m.CurrentOrdersPage),
  [PATHS.archived]: () => import('@/web/features/orders/pages/archive-page').then((m) => m.ArchivePage),
  [PATHS.newOrder]: () =>
    import('@/web/features/orders/pages/order-wizard-pages').then((m) => m.NewOrderPage),
  [PATHS.newCustomOrder]: () =>
    import('@/web/features/orders/pages/order-wizard-pages').then((m) => m.NewCustomOrderPage),
  [PATHS.editOrder]: () =>
    import('@/web/features/orders/pages/order-wizard-pages').then((m) => m.EditOrderPage),
  [PATHS.adminStations]: () =>
    import('@/web/features/venues/stations/stations-admin-page').then((m) => m.StationsAdminPage),
  [PATHS.adminUsers]: () => import('@/web/features/users/pages/team-page').then((m) => m.TeamPage),
  [PATHS.acceptInvite]: () =>
    import('@/web/features/users/pages/accept-invite-page').then((m) => m.AcceptInvitePage),
  [PATHS.suppliers]: () =>
    import('@/web/features/suppliers/pages/suppliers-page').then((m) => m.SuppliersPage),
  [PATHS.articles]: () => import('@/web/features/articles/pages/articles-page').then((m) => m.ArticlesPage),
  [PATHS.help]: () => import('@/web/features/help/pages/help-page').then((m) => m.HelpPage),
  [PATHS.adminReports]: () => import('@/web/features/reports/pages/reports-page').then((m) => m.ReportsPage),
  [PATHS.supplierDemo]: () =>
    import('@/web/features/supplier-portal/pages/supplier-demo-page').then((m) => m.SupplierDemoPage),
  [PATHS.supplierOrderLink]: () =>
    import('@/web/features/supplier-portal/pages/supplier-order-page').then((m) => m.SupplierOrderPage),
  [PATHS.supplierStandingLink]: () =>
    import('@/web/features/supplier-portal/pages/supplier-standing-page').then((m) => m.SupplierStandingPage),
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
