/**
 * Serves the built React app: hashed assets cached for a year, everything the app must re-check (index.html,
 * the service worker, version.json) never cached. Unknown non-API GETs fall back to index.html (history routing).
 * The build writes brotli and gzip copies beside each file (vite.config.ts); the one the client accepts is sent as
 * it is, with `Vary: Accept-Encoding`, so no request pays for compressing a file. /login gets login.html, index.html
 * with the login screen prerendered in it (scripts/prerender-login.mjs), so it paints before its JavaScript runs.
 * The supplier's link pages get supplier.html, their own light entry without the app's shell (decision 0021); the
 * order's page comes with the order drawn in it when the server's render is built (supplier-page.ts, decision 0039).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isSupplierPageTemplate,
  loadSupplierPageRender,
  registerSupplierOrderPage,
  type RenderSupplierPage,
} from './supplier-page';
import { pagesWithPreloads } from './route-preloads';

export const NO_CACHE = 'no-cache, no-store, must-revalidate';
const REVALIDATED_FILES = new Set([
  'index.html',
  'login.html',
  'supplier.html',
  'version.json',
  'sw.js',
  'registerSW.js',
  'sw-outbox-sync.js',
  'push-sw.js',
  'manifest.webmanifest',
]);

/** Answers a page of the app (`url`: the request's, for the page's preload links) with index.html. */
export type SendIndex = (reply: FastifyReply, url: string) => FastifyReply;

/** Registers the static files; returns how to answer with index.html, or undefined when there is no build. */
export async function registerStaticWeb(
  app: FastifyInstance,
  webRoot: string,
  options: { supplierRenderFile: string; renderSupplierPage?: RenderSupplierPage | undefined },
): Promise<SendIndex | undefined> {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const pageHtml = pagesWithPreloads(indexHtml, join(webRoot, 'route-preloads.json'));
  const loginFile = join(webRoot, 'login.html');
  const loginHtml = existsSync(loginFile) ? readFileSync(loginFile, 'utf8') : indexHtml;
  const supplierFile = join(webRoot, 'supplier.html');
  const supplierHtml = existsSync(supplierFile) ? readFileSync(supplierFile, 'utf8') : indexHtml;

  await app.register(fastifyStatic, {
    root: webRoot,
    // Missing files fall through to the app's not-found handler, which answers pages with index.html.
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      // The path of the file sent, which is the .br or .gz copy when the client accepts one.
      const file = (path.split(sep).pop() ?? '').replace(/\.(br|gz)$/, '');
      let cacheControl = 'public, max-age=3600';
      if (REVALIDATED_FILES.has(file) || file.startsWith('workbox-')) cacheControl = NO_CACHE;
      else if (path.includes(`${sep}assets${sep}`)) cacheControl = 'public, max-age=31536000, immutable';
      reply.header('Cache-Control', cacheControl);
    },
  });

  const sendIndex: SendIndex = (reply, url) =>
    reply
      .header('Cache-Control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(pageHtml(url.split(/[?#]/)[0] ?? '/'));
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(reply, request.url));
  app.get('/login', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(loginHtml),
  );
  const sendSupplierHtml = (reply: FastifyReply) =>
    reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(supplierHtml);
  const sendSupplierPage = (_request: unknown, reply: FastifyReply) => sendSupplierHtml(reply);
  // The order's page drawn by the server when its render was built (decision 0039); else as the other link pages.
  const render = options.renderSupplierPage ?? (await loadSupplierPageRender(options.supplierRenderFile));
  if (render && isSupplierPageTemplate(supplierHtml)) {
    registerSupplierOrderPage(app, {
      template: supplierHtml,
      render,
      fallback: sendSupplierHtml,
      noCache: NO_CACHE,
    });
  } else {
    app.get('/o/:token', { schema: { hide: true } }, sendSupplierPage);
  }
  app.get('/s/:token', { schema: { hide: true } }, sendSupplierPage);
  app.get('/k/:token', { schema: { hide: true } }, sendSupplierPage);
  return sendIndex;
}
