import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { mantineComponentCss } from './scripts/vite-mantine-css';
import { routePreloads } from './scripts/vite-route-preloads';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Each build gets its own version, so the app's 60 s poll (docs/PRODUCT.md#update-banner) notices every deployment. */
const BUILD_VERSION = `${packageJson.version}+${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}`;

function versionFile(): Plugin {
  const version = BUILD_VERSION;
  return {
    name: 'nabavka-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}

/** The translation key types follow the catalogues on disk (scripts/i18n-types.mjs), in dev and at build. */
function i18nTypes(): Plugin {
  return {
    name: 'nabavka-i18n-types',
    buildStart() {
      execFileSync(process.execPath, [fileURLToPath(new URL('./scripts/i18n-types.mjs', import.meta.url))]);
    },
  };
}

/** What the vendor chunk holds; it loads first, before any chunk of app code. */
const VENDOR = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zod)[\\/]/,
  // Mantine's base sheets, so they come before every component's sheet (scripts/vite-mantine-css.ts).
  /node_modules[\\/]@mantine[\\/]core[\\/]styles[\\/](baseline|default-css-variables|global)\.layer\.css/,
  // Zod's settings, so they apply before an app chunk's first parse.
  /src[\\/]web[\\/]lib[\\/]zod-config\.ts$/,
];

const MANTINE_BASICS = /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]esm[\\/]/;
/**
 * The Mantine components /login renders (login page, account frame, language switch, shell, update banner) with the
 * parts they are built from. Only these join the shared Mantine chunk, which /login loads: a component that many
 * other screens use (Card, Table, Menu…) stays with those screens' chunks instead of growing /login.
 */
const LOGIN_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Badge',
  'Button',
  'Center',
  'Checkbox',
  'CloseButton',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'PasswordInput',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
];
const MANTINE_COMPONENT = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]([A-Za-z]+)[\\/]/;
const onLogin = (id: string) => {
  const component = MANTINE_COMPONENT.exec(id)?.[1];
  return component === undefined || LOGIN_COMPONENTS.includes(component);
};

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/web',
  // Data kept for offline use is not restored by another build (features/offline/query-persistence.ts).
  define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(BUILD_VERSION) },
  resolve: { alias: { '@': src } },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The app, and the supplier's link pages as an entry of their own (decision 0021).
      input: { index: `${src}/web/index.html`, supplier: `${src}/web/supplier.html` },
      output: {
        // One chunk for the libraries every page needs: fewer, larger files load /login faster than many small
        // ones, and they stay cached across deployments of app code.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: (id) => VENDOR.some((pattern) => pattern.test(id)) },
            // Mantine's basics (Box, buttons, inputs, layout, the provider), which at least 20 chunks use, as one chunk:
            // /login fetches 10 files instead of 22, and fewer bytes than as the small chunks Rolldown cuts them into.
            // Only what /login renders (LOGIN_COMPONENTS): the dialogs' parts, cards, tables and menus that many
            // chunks share (every dialog is a chunk of its own: lazy-dialog.tsx) would otherwise ride along.
            {
              name: 'mantine',
              test: (id) => MANTINE_BASICS.test(id) && onLogin(id),
              minShareCount: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/version.json': apiTarget },
  },
  plugins: [
    react(),
    mantineComponentCss(),
    routePreloads({
      routerFile: `${src}/web/app/router.tsx`,
      resolve: (module) => `${module.replace(/^@\//, `${src}/`)}.tsx`,
    }),
    i18nTypes(),
    versionFile(),
    VitePWA({
      registerType: 'autoUpdate',
      // A plain registerSW.js script: the app polls version.json for updates itself (docs/PRODUCT.md#update-banner), so workbox-window's
      // update flow would be 2 KB of unused JavaScript on /login.
      injectRegister: 'script-defer',
      manifest: {
        name: 'Nabavka',
        short_name: 'Nabavka',
        description: 'Nabavka: porudžbine od dobavljača',
        lang: 'sr',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1c7ed6',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // Only content-hashed files are precached (every lazy page chunk and text catalogue among them), so the app's
        // code is on the phone once it was opened online; pages are not (below).
        globPatterns: ['assets/**/*.{js,css,woff2}', 'icon.svg'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        skipWaiting: true,
        clientsClaim: true,
        // Background Sync of the offline outbox: the worker asks the open app to replay it (decision 0024); Web Push
        // shows the server's notifications and opens their screen on a tap (decision 0034).
        importScripts: ['/sw-outbox-sync.js', '/push-sw.js'],
        runtimeCaching: [
          {
            // Pages always come from the network first, so a new deployment is never hidden behind a stale
            // index.html. Without an answer the worker serves this URL's last copy, else the newest page of the app it
            // kept (every route's HTML is the same app), so any screen reloads offline once the app was opened online
            // (decision 0024). The supplier's link pages are their own entry and have no such fallback.
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 4,
              plugins: [
                {
                  handlerDidError: async ({ request }) => {
                    if (/^\/[os]\//.test(new URL(request.url).pathname)) return undefined;
                    const pages = await caches.open('pages');
                    let newest: Response | undefined;
                    for (const key of await pages.keys()) {
                      if (/^\/[os]\//.test(new URL(key.url).pathname)) continue;
                      const page = await pages.match(key);
                      const age = (response?: Response) =>
                        Date.parse(response?.headers.get('date') ?? '') || 0;
                      if (page && (!newest || age(page) > age(newest))) newest = page;
                    }
                    return newest;
                  },
                },
              ],
            },
          },
        ],
      },
    }),
    // Brotli and gzip copies of every text file above 1 KB, sent as they are by the server (static-web.ts): the
    // login page's JavaScript travels compressed at the highest quality, at no cost per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      include: /\.(js|mjs|css|html|json|svg|webmanifest)$/,
    }),
  ],
});
