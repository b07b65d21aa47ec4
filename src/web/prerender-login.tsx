/**
 * The login screen as HTML, rendered at build time (scripts/prerender-login.mjs) for a first visit: Serbian, no
 * session, nothing remembered, the same tree main.tsx renders. The server sends it for /login so the form paints
 * from the HTML and its stylesheets, without waiting for the JavaScript (decision 0011: Lighthouse FCP/LCP). The app
 * then renders over it (main.tsx); a visitor whose device remembers something else (English, an e-mail) sees that
 * once the JavaScript runs.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PATHS } from './lib/paths';
import { AppProviders } from './app/providers';
import { appRoutes } from './app/router';
import { initI18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';

export function renderLoginPage(): string {
  initI18n();
  const router = createMemoryRouter(appRoutes(), { initialEntries: [PATHS.login] });
  const queryClient = createQueryClient();
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // The shell's queries would otherwise keep the build waiting for their 5-minute garbage collection.
  queryClient.clear();
  router.dispose();
  return html;
}
