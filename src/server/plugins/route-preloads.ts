/**
 * A page's HTML names the script chunks and style sheets its lazy import needs (route-preloads.json, written by the
 * build: scripts/vite-route-preloads.ts), so the browser fetches them while it parses the page rather than after the
 * app has started and asked for the page, and the app's preload helper finds them linked already instead of
 * appending a link per file from script (docs/perf/lighthouse.md). Pages are matched as the app's router matches
 * them (React Router's matchRoutes); a page without an entry, or a build without the file, gets index.html as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { matchRoutes } from 'react-router';

export type PageHtml = (pathname: string) => string;

/** A built file under assets/ that is there: anything else in the file is not written into a page. */
const ASSET = /^assets\/[\w.-]+\.(js|css)$/;

function readPreloads(file: string): Record<string, string[]> {
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([pattern, files]) => [
        pattern,
        Array.isArray(files)
          ? files.filter(
              (f): f is string =>
                typeof f === 'string' && ASSET.test(f) && existsSync(join(dirname(file), f)),
            )
          : [],
      ]),
    );
  } catch {
    return {};
  }
}

const linkTo = (file: string) =>
  file.endsWith('.css')
    ? // Fetched early but not applied: the page's chunk applies its sheets when it runs, as before. In CORS mode, as
      // the preload helper asks for them, so its request reuses this one.
      `<link rel="preload" as="style" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;

/** index.html for `pathname`, with its page's preload links before `</head>`. */
export function pagesWithPreloads(indexHtml: string, preloadFile: string): PageHtml {
  const preloads = readPreloads(preloadFile);
  const routes = Object.keys(preloads).map((path) => ({ path }));
  const pages = new Map<string, string>();
  return (pathname) => {
    const pattern = matchRoutes(routes, pathname)?.[0]?.route.path;
    const files = pattern === undefined ? undefined : preloads[pattern];
    if (pattern === undefined || files === undefined || files.length === 0) return indexHtml;
    let html = pages.get(pattern);
    if (html === undefined) {
      html = indexHtml.replace('</head>', `${files.map(linkTo).join('')}</head>`);
      pages.set(pattern, html);
    }
    return html;
  };
}
