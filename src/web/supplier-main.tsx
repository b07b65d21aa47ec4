/**
 * The supplier's pages (/o/{token}, /s/{token}, /k/{token}) as an entry of their own (decision 0021): a supplier opens the link
 * from WhatsApp on a cheap phone and needs none of the app's shell (top bar, menu, login, session guard). This entry
 * has the app's providers, texts and theme and a router of just these pages; any other path loads the full app.
 * The order's page comes drawn by the server with its data beside it (decision 0039): the script hydrates that markup.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/touch-targets.css';
import './lib/zod-config';
import { type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath } from 'react-router';
import { DEFAULT_LANGUAGE } from '@/domain/shared/enums';
import { SUPPLIER_PAGE_SEED_ID, type SupplierPageSeed } from '@/domain/supplier-portal/supplier-page-seed';
import { prefetchSupplierOrder, seedSupplierOrder } from './features/supplier-portal/api';
import { preloadAnswerDatePicker } from './features/supplier-portal/components/answer-date-field';
import { initI18n, restoreLanguage, setAppLanguage } from './i18n/i18n';
import { PATHS } from './lib/paths';
import { queryClient } from './lib/query-client';
import { getStoredLanguage } from './lib/session';
import { SupplierPageTree, supplierRoutes } from './supplier-routes';

const router = createBrowserRouter(supplierRoutes);
const i18n = initI18n();

/** The server's order or refusal for this page (decision 0039); none in dev, or when the server had no render. */
function readSeed(): SupplierPageSeed | null {
  const text = document.getElementById(SUPPLIER_PAGE_SEED_ID)?.textContent;
  return text ? (JSON.parse(text) as SupplierPageSeed) : null;
}

const seed = readSeed();
const orderLink = matchPath(PATHS.supplierOrderLink, window.location.pathname);
// Without the server's data, the order and the page's texts are asked for at once, in parallel with the language
// and the first render.
if (seed) seedSupplierOrder(queryClient, seed);
else {
  if (orderLink?.params.token) prefetchSupplierOrder(queryClient, orderLink.params.token);
  void i18n.loadNamespaces(['supplier-portal', 'credits']);
}

const root = document.getElementById('root');
if (!root) throw new Error('supplier.html has no #root element');

const app = <SupplierPageTree i18n={i18n} queryClient={queryClient} router={router} />;

/** Calls `onHydrated` once React has adopted the server's markup; draws only its children (no markup of its own). */
function WhenHydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * The language the page shows once its data is there, by the page's own rule: an order opens in its venue's language
 * (venue-language.ts), anything else in the one chosen on this device, else Serbian.
 */
function pageLanguage(current: SupplierPageSeed) {
  return 'view' in current ? current.view.language : (getStoredLanguage() ?? DEFAULT_LANGUAGE);
}

async function start(): Promise<void> {
  if (seed && pageLanguage(seed) === seed.language) {
    // The server drew the page in this language: with its texts loaded, the first render is the same markup, so
    // React adopts it (hydrates) instead of drawing it again.
    // (The order's language is also remembered, as the page does once an order arrives: venue-language.ts.)
    if ('view' in seed) {
      await setAppLanguage(seed.language).catch((error: unknown) =>
        console.error('language load failed', error),
      );
    }
    // The answer's date picker (lazy: answer-date-field.tsx) is in the drawn page; loaded before hydrating, it is
    // adopted with the rest instead of a moment later, when a tap on it would be lost (React drops events on parts
    // not hydrated yet).
    await Promise.all([
      i18n.loadNamespaces('supplier-portal'),
      'view' in seed && seed.view.answerable ? preloadAnswerDatePicker() : null,
    ]);
    // As a transition, so React hydrates in slices and yields to the phone between them: the page is already on
    // the screen, and one long task would only delay a tap on it.
    startTransition(() => {
      hydrateRoot(
        root!,
        <WhenHydrated onHydrated={() => root!.removeAttribute('inert')}>{app}</WhenHydrated>,
      );
    });
    return;
  }
  // No server render, or this device reads another language than the one drawn (an invalid link on an English
  // phone): the first render replaces the markup.
  await restoreLanguage();
  root!.removeAttribute('inert');
  const reactRoot = createRoot(root!);
  startTransition(() => reactRoot.render(app));
}

void start();
