/**
 * The router of the supplier's entry (decision 0021): the order's page, the standing link's and the credit request's,
 * and a reload into the full app for any other path. Shared by the browser (supplier-main.tsx) and the server's
 * render of the order's page (supplier-ssr.tsx, decision 0039), so both draw the same tree.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from './app/providers';
import { RouteErrorPage } from './app/route-error-page';
import { usePageTitle } from './app/use-page-title';
import { PageLoader } from './components/page-loader';
import { SupplierOrderPage } from './features/supplier-portal/pages/supplier-order-page';
import { PATHS } from './lib/paths';

/** A path outside the supplier's pages: the full app serves it. */
function FullApp() {
  const { pathname, search } = useLocation();
  useEffect(() => window.location.replace(`${pathname}${search}`), [pathname, search]);
  return <PageLoader />;
}

// The order's page is in this entry's own chunk, not lazy: the entry exists for it, and a lazy chunk would be one more
// round trip on a slow network before the order shows. The standing link's and the credit request's pages, opened far
// less often, are chunks of their own, so the order's link does not carry their tables and tabs.
const SupplierStandingPage = lazy(() =>
  import('./features/supplier-portal/pages/supplier-standing-page').then((m) => ({
    default: m.SupplierStandingPage,
  })),
);
const SupplierCreditPage = lazy(() =>
  import('./features/credits/pages/supplier-credit-page').then((m) => ({ default: m.SupplierCreditPage })),
);

function SupplierLayout() {
  const { pathname } = useLocation();
  usePageTitle(pathname);
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

export const supplierRoutes: RouteObject[] = [
  {
    path: '/',
    Component: SupplierLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: PATHS.supplierOrderLink, Component: SupplierOrderPage },
      { path: PATHS.supplierStandingLink, Component: SupplierStandingPage },
      { path: PATHS.supplierCreditLink, Component: SupplierCreditPage },
      { path: '*', Component: FullApp },
    ],
  },
];

/** The page's whole tree, the same in the browser and in the server's render: hydration needs them equal. */
export function SupplierPageTree(props: {
  i18n: I18n;
  queryClient: QueryClient;
  router: Parameters<typeof RouterProvider>[0]['router'];
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={props.i18n}>
        <AppProviders queryClient={props.queryClient}>
          <RouterProvider router={props.router} />
        </AppProviders>
      </I18nextProvider>
    </StrictMode>
  );
}
