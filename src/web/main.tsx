/**
 * Start-up (docs/PRODUCT.md#api-version): note the running version (the app starts even when that fails), restore the
 * language and render. The service worker registers itself (registerSW.js, added to index.html by the build).
 */
// Only Mantine's base styles are imported here: each component's sheet comes with the component, in the chunk that
// renders it (scripts/vite-mantine-css.ts), and the date pickers and snackbars bring theirs with their chunks.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/touch-targets.css';
import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { PATHS } from './lib/paths';
import { createAppRouter } from './app/router';
import { initI18n, restoreLanguage } from './i18n/i18n';
import { onSessionExpired } from './lib/api-client';
import { recordRunningVersion } from './lib/app-version';
import { queryClient } from './lib/query-client';
// Only what start-up needs of offline work; the rest loads with the screens that use it (lazy-offline-status.tsx).
import { prepareOfflineData } from './features/offline/query-persistence';

initI18n();
void recordRunningVersion();

prepareOfflineData(queryClient);
const router = createAppRouter();
onSessionExpired(() => {
  // Nothing cached for the expired user may leak into the next login.
  queryClient.clear();
  void router.navigate(PATHS.login, { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Render only once the chosen language is in place, so an English user never sees a flash of Serbian. /login's HTML
// already shows the login screen (prerender-login.tsx); the first render replaces it, as createRoot clears #root.
// A transition, so React renders in slices that leave the main thread to input instead of one long task.
void restoreLanguage().then(() => {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} persist>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
