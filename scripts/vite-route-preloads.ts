/**
 * route-preloads.json: for each page of the route table (src/web/app/router.tsx), the script chunks and style sheets
 * its lazy import needs beyond what index.html already loads. The server lists them in that page's HTML
 * (src/server/plugins/route-preloads.ts), so the browser fetches them while it parses the page instead of after the
 * app's start-up, and Vite's preload helper, which skips a file already linked, no longer appends a `<link>` per file
 * from script: Chromium's appendChild of those links was the largest item of a signed-in page's start-up task
 * (docs/perf/lighthouse.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PATHS } from '../src/web/lib/paths';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** `[PATHS.name]: page([...], () => import('@/web/…'))` entries of the route table: pattern name and module. */
export function pageImports(routerSource: string): Array<{ name: string; module: string }> {
  const entry = /\[PATHS\.(\w+)\]:\s*page\(\s*\[[^\]]*\],\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
  return [...routerSource.matchAll(entry)].map((match) => ({ name: match[1]!, module: match[2]! }));
}

/** Every chunk `first` loads through static imports, itself included. */
function staticClosure(bundle: OutputBundle, first: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>([[first.fileName, first]]);
  const queue = [first];
  while (queue.length > 0) {
    for (const fileName of queue.pop()!.imports) {
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk' || seen.has(fileName)) continue;
      seen.set(fileName, chunk);
      queue.push(chunk);
    }
  }
  return [...seen.values()];
}

const cssOf = (chunk: OutputChunk): string[] => [
  ...((chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ??
    []),
];

/**
 * Pattern -> files (scripts, then style sheets) a page needs that the entry does not load; `resolve` turns a route
 * table import (`@/web/…`) into the module id the bundle knows.
 */
export function routePreloadMap(
  bundle: OutputBundle,
  pages: Array<{ pattern: string; moduleId: string }>,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
  const loaded = new Set(entry ? staticClosure(bundle, entry).flatMap((c) => [c.fileName, ...cssOf(c)]) : []);
  const map: Record<string, string[]> = {};
  for (const { pattern, moduleId } of pages) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
    if (!chunk) continue;
    const closure = staticClosure(bundle, chunk);
    const files = [...closure.map((c) => c.fileName), ...closure.flatMap(cssOf)];
    map[pattern] = [...new Set(files)].filter((file) => !loaded.has(file));
  }
  return map;
}

export function routePreloads(options: { routerFile: string; resolve: (module: string) => string }): Plugin {
  return {
    name: 'nabavka-route-preloads',
    apply: 'build',
    // Once the bundle is final: Vite drops the chunks that only carried CSS (their sheets move to their importers)
    // in its own generateBundle, and a link to a dropped chunk would load the app's HTML as a script.
    writeBundle(output, bundle) {
      const patterns: Record<string, string> = PATHS;
      const pages = pageImports(readFileSync(options.routerFile, 'utf8')).flatMap(({ name, module }) =>
        patterns[name] === undefined ? [] : [{ pattern: patterns[name], moduleId: options.resolve(module) }],
      );
      if (output.dir === undefined) return;
      writeFileSync(join(output.dir, ROUTE_PRELOADS_FILE), JSON.stringify(routePreloadMap(bundle, pages)));
    },
  };
}
