#!/usr/bin/env node
/**
 * After `vite build`: writes dist/web/login.html, the built index.html with the login screen already in #root
 * (src/web/prerender-login.tsx), which the server sends for /login (static-web.ts). The page paints from the HTML
 * and its stylesheets while the JavaScript loads (decision 0011). Rendered in jsdom with empty storage, as a first
 * visit; the components' CSS imports are already in index.html's stylesheets (LoginPage is in the entry chunk).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const INDEX = 'dist/web/index.html';
const OUTPUT = 'dist/web/login.html';
const ROOT = '<div id="root"></div>';

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/login' });
for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage']) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}

const vite = await createServer({
  configFile: 'vite.config.ts',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { renderLoginPage } = await vite.ssrLoadModule('/prerender-login.tsx');
  // Until the app takes over, the screen is a picture of the form: inert (taps and focus pass it by) and its fields
  // read-only, so nothing typed or ticked there is lost when the app replaces it a moment later.
  const markup = renderLoginPage()
    .replace('<header ', '<header inert ')
    .replace('<main ', '<main inert ')
    .replaceAll('<input ', '<input readonly ');
  if (!markup.includes('<main inert ')) throw new Error('the login page has no <main>');
  const index = readFileSync(INDEX, 'utf8');
  if (!index.includes(ROOT)) throw new Error(`${INDEX} has no empty ${ROOT}`);
  if (!index.includes('<script type="module" crossorigin ')) throw new Error(`${INDEX} has no module script`);
  const html = index
    .replace(ROOT, `<div id="root">${markup}</div>`)
    // Mantine's colour variables apply under this attribute, which the app sets when it starts (no session: light).
    .replace('<html lang="sr">', '<html lang="sr" data-mantine-color-scheme="light">')
    // The screen paints from the HTML and stylesheets here, so the scripts yield the slow phone network to them (the
    // browser fetches module scripts at high priority, as it must on pages that only the scripts can draw).
    .replace(
      /<(script type="module"|link rel="modulepreload") crossorigin /g,
      '<$1 crossorigin fetchpriority="low" ',
    );
  writeFileSync(OUTPUT, html);
  console.log(`${OUTPUT}: ${(html.length / 1024).toFixed(1)} KB`);
} finally {
  await vite.close();
}
