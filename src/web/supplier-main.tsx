/**
 * The supplier's pages (/o/{token}, /s/{token}, /k/{token}) as an entry of their own (decision 0021): a supplier opens the link
 * from WhatsApp on a cheap phone and needs none of the app's shell (top bar, menu, login, session guard). This entry
 * has the app's providers, texts and theme and a router of just these pages; any other path loads the full app.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/touch-targets.css';
import './lib/zod-config';
import { lazy, StrictMode, startTransition, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath, Outlet, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from './app/providers';
import { RouteErrorPage } from './app/route-error-page';
import { usePageTitle } from './app/use-page-title';
import { PageLoader } from './components/page-loader';
import { prefetchSupplierOrder } from './features/supplier-portal/api';
import { SupplierOrderPage } from './features/supplier-portal/pages/supplier-order-page';
import { initI18n, restoreLanguage } from './i18n/i18n';
import { PATHS } from './lib/paths';
import { queryClient } from './lib/query-client';

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

const router = createBrowserRouter([
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
]);

// The order and the page's texts are asked for at once, in parallel with the language and the first render.
const orderLink = matchPath(PATHS.supplierOrderLink, window.location.pathname);
if (orderLink?.params.token) prefetchSupplierOrder(queryClient, orderLink.params.token);
void initI18n().loadNamespaces(['supplier-portal', 'credits']);

const root = document.getElementById('root');
if (!root) throw new Error('supplier.html has no #root element');

void restoreLanguage().then(() => {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
