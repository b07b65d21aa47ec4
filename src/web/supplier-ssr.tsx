/**
 * The server's render of the supplier's order page (decision 0039), built by `vite build -c vite.ssr.config.ts` into
 * dist/ssr/supplier-ssr.js, which the server loads (src/server/plugins/supplier-page.ts). It draws the page with the
 * same routes, providers and components as the browser (supplier-main.tsx) from the order or refusal the server read,
 * so the supplier sees the order in the first response and the script only has to hydrate it.
 */
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import type { Language } from '@/domain/shared/enums';
import type { SupplierPageSeed } from '@/domain/supplier-portal/supplier-page-seed';
import './lib/zod-config';
import { seedSupplierOrder } from './features/supplier-portal/api';
import { I18N_OPTIONS, loadCatalogue, LOCALE_OF } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { SupplierPageTree, supplierRoutes } from './supplier-routes';

/** The texts the order's page shows (its own and the shell's: the language toggle, error texts). */
const NAMESPACES = ['translation', 'supplier-portal'];

/** renderToString's mark of a Suspense boundary it left for the browser to draw. */
const CLIENT_RENDERED = '<!--$!-->';

/** One i18next instance a language, loaded once and only read afterwards (no render changes its language). */
const instances = new Map<Language, Promise<I18n>>();

function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = i18next.createInstance();
    instance = created
      .use(resourcesToBackend(loadCatalogue))
      .init({ ...I18N_OPTIONS, lng: LOCALE_OF[language], ns: NAMESPACES, defaultNS: 'translation' })
      .then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The markup of `#root` for the page at `pathname` (/o/{token}) in the seed's language, the one the browser will be in
 * when it hydrates (supplier-main.tsx), and that language's code for `<html lang>`.
 */
export async function renderSupplierPage(
  pathname: string,
  seed: SupplierPageSeed,
): Promise<{ markup: string; lang: string }> {
  const i18n = await i18nFor(seed.language);
  const queryClient = createQueryClient();
  seedSupplierOrder(queryClient, seed);
  const router = createMemoryRouter(supplierRoutes, { initialEntries: [pathname] });
  const page = () => <SupplierPageTree i18n={i18n} queryClient={queryClient} router={router} />;
  try {
    let markup = renderToString(page());
    if (markup.includes(CLIENT_RENDERED)) {
      // A lazy part of the page (the answer's date picker, answer-date-field.tsx) was not loaded yet, the first time
      // in this process: prerender waits for it, and then the page renders whole. Not prerender's own markup: it
      // finishes such parts with inline scripts, which the page's Content-Security-Policy blocks.
      await prerender(page());
      markup = renderToString(page());
    }
    return { markup, lang: LOCALE_OF[seed.language] };
  } finally {
    router.dispose();
    queryClient.clear();
  }
}
