/**
 * The supplier's order page drawn on the server (decision 0039): GET /o/{token} reads the order the way the public
 * API does (the link is the credential, the same per-client-IP limit), renders the page with the web's own components
 * (src/web/supplier-ssr.tsx, built into dist/ssr) into supplier.html and puts the order beside it as JSON, so the
 * supplier sees it in the first response and the script hydrates it without asking again. Without the render bundle
 * (dev, or a build without it) or if rendering fails, the page is supplier.html as before (decision 0021).
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '@/domain/errors';
import { DEFAULT_LANGUAGE } from '@/domain/shared/enums';
import {
  SUPPLIER_PAGE_SEED_ID,
  seedScriptText,
  type SupplierPageSeed,
} from '@/domain/supplier-portal/supplier-page-seed';
import { perClientIp, readOrderLink } from '@/server/modules/supplier-portal/supplier-portal.public';

/** src/web/supplier-ssr.tsx's export: the markup of `#root` and the `<html lang>` of its language. */
export type RenderSupplierPage = (
  pathname: string,
  seed: SupplierPageSeed,
) => Promise<{ markup: string; lang: string }>;

// `#root` whole, with the blanks around the markers: React hydrates `#root`'s children, which must be the markup alone.
const PAGE = /<div id="root">\s*<!--page-->[\s\S]*<!--\/page-->\s*<\/div>/;
const SEED = '<!--seed-->';
const HTML = '<html lang="sr">';

/** The built render (dist/ssr/supplier-ssr.js), or undefined when there is none. */
export async function loadSupplierPageRender(file: string): Promise<RenderSupplierPage | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderSupplierPage?: RenderSupplierPage };
  return module.renderSupplierPage;
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * supplier.html for a drawn page: `#root` left to the markup, and the scripts started by supplier-start.js once the
 * page has painted instead of by the HTML (the page is there without them; on a slow network they would only compete
 * with its stylesheets).
 */
export function supplierPageTemplate(template: string): string {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(
      MODULE_SCRIPT,
      () =>
        `<script src="/supplier-start.js" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
    );
}

/** The page: the markup in `#root`, inert until the script has hydrated it, and the seed beside it. */
export function supplierPageHtml(
  template: string,
  rendered: { markup: string; lang: string },
  seed: SupplierPageSeed,
): string {
  return (
    template
      // Inert until hydrated (supplier-main.tsx): a tap before React listens would be lost, or tick a checkbox React
      // does not know about, as on /login's prerendered form (scripts/prerender-login.mjs).
      .replace(PAGE, () => `<div id="root" inert>${rendered.markup}</div>`)
      .replace(
        SEED,
        () =>
          `<script type="application/json" id="${SUPPLIER_PAGE_SEED_ID}">${seedScriptText(seed)}</script>`,
      )
      // Mantine's colour variables apply under this attribute, which the script sets when it starts (the supplier
      // has no session: light), as on /login (scripts/prerender-login.mjs).
      .replace(HTML, `<html lang="${rendered.lang}" data-mantine-color-scheme="light">`)
  );
}

/** Whether supplier.html has the places the render fills (the built one has; a foreign one may not). */
export function isSupplierPageTemplate(template: string): boolean {
  return PAGE.test(template) && template.includes(SEED) && template.includes(HTML);
}

/** Registers GET /o/:token; `fallback` answers with the plain supplier.html when rendering fails. */
export function registerSupplierOrderPage(
  app: FastifyInstance,
  options: {
    template: string;
    render: RenderSupplierPage;
    fallback: (reply: FastifyReply) => FastifyReply;
    noCache: string;
  },
): void {
  const { render, fallback, noCache } = options;
  const template = supplierPageTemplate(options.template);

  const send = async (reply: FastifyReply, pathname: string, seed: SupplierPageSeed, status: number) => {
    let rendered: { markup: string; lang: string };
    try {
      rendered = await render(pathname, seed);
    } catch (error) {
      // The script draws the page itself from the API: a fault of the render costs speed, not the page.
      reply.log.error({ err: error }, 'supplier page render failed');
      return fallback(reply);
    }
    // The page holds the order's data: never kept by a cache, like the API's answer.
    return reply
      .status(status)
      .header('Cache-Control', noCache)
      .type('text/html; charset=utf-8')
      .send(supplierPageHtml(template, rendered, seed));
  };

  app.get<{ Params: { token: string } }>(
    '/o/:token',
    {
      schema: { hide: true },
      ...perClientIp(app),
      // Over the limit the page is the refusal the script would have shown ("too many attempts"), not JSON.
      errorHandler: (error: FastifyError, request, reply) => {
        if (error.statusCode !== 429) throw error;
        const { token } = request.params as { token: string };
        const seed: SupplierPageSeed = {
          token,
          language: DEFAULT_LANGUAGE,
          error: { status: 429, code: 'too_many_requests' },
        };
        return send(reply, request.url.split('?')[0]!, seed, 429);
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      let seed: SupplierPageSeed;
      try {
        const view = await readOrderLink(app.deps, token);
        seed = { token, language: view.language, view };
      } catch (error) {
        // A wrong, expired or revoked link: the one neutral page, with nothing of any order.
        if (!(error instanceof AppError) || error.status !== 404) throw error;
        seed = { token, language: DEFAULT_LANGUAGE, error: { status: 404, code: error.code } };
      }
      return send(reply, request.url.split('?')[0]!, seed, 200);
    },
  );
}
