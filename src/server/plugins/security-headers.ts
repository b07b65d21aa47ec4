/**
 * Security headers, chosen per request.
 *
 * - API JSON answers get `nosniff` and `Cache-Control: no-store` only: they carry a venue's data (no cache may keep
 *   them), and helmet's document headers (CSP and friends, ~700 bytes) would cost a fifth of a JSON request's CPU.
 * - Documents and files (the web app, /api/docs) get helmet's set. The headers that only make sense over TLS
 *   (HSTS, CSP `upgrade-insecure-requests`) are sent only when the request arrived over HTTPS (directly or through
 *   a trusted proxy's X-Forwarded-Proto) or PUBLIC_URL is https: a phone opening http://<LAN address>:3000 would
 *   otherwise be told to fetch every script over https, which the server does not speak, and see a white page.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Directives = Record<string, string[]>;
type HeaderOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

const APP_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  // Mantine writes its CSS variables into a <style> element.
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  // blob: the delivery-note photos, fetched with the token and shown as object URLs (decision 0023).
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
};

/**
 * Swagger UI (/api/docs) loads its scripts, styles and fonts from this server only: no https origin is allowed.
 * It sets an inline style while rendering, hence 'unsafe-inline' for styles (not scripts), as for the app.
 */
const DOCS_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  imgSrc: ["'self'", 'data:'],
  scriptSrc: ["'self'"],
};

function headerOptions(directives: Directives, overTls: boolean): HeaderOptions {
  return {
    contentSecurityPolicy: {
      // helmet's defaults (base-uri, form-action, frame-ancestors, object-src 'none'…) plus ours; `null` drops one.
      directives: { ...directives, upgradeInsecureRequests: overTls ? [] : null },
    },
    strictTransportSecurity: overTls,
    // The channel links (wa.me, viber://) open other origins; nothing here embeds cross-origin resources.
    crossOriginEmbedderPolicy: false,
  };
}

const OPTIONS = {
  app: { plain: headerOptions(APP_DIRECTIVES, false), tls: headerOptions(APP_DIRECTIVES, true) },
  docs: { plain: headerOptions(DOCS_DIRECTIVES, false), tls: headerOptions(DOCS_DIRECTIVES, true) },
};

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const isApiAnswer = (url: string) => (url === '/api' || url.startsWith('/api/')) && !isDocs(url);

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  const publicOverTls = options.publicUrl.startsWith('https:');
  const overTls = (request: FastifyRequest) => publicOverTls || request.protocol === 'https';

  // Not global: the hook below picks the set for each request (reply.helmet).
  await app.register(fastifyHelmet, { global: false });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiAnswer(request.url)) {
      reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
    } else {
      const set = isDocs(request.url) ? OPTIONS.docs : OPTIONS.app;
      reply.helmet(overTls(request) ? set.tls : set.plain);
    }
    done();
  });
}
