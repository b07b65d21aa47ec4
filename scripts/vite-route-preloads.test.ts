import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { pageImports, routePreloadMap } from './vite-route-preloads';

const chunk = (fileName: string, fields: Record<string, unknown>) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    isEntry: false,
    name: fileName,
    facadeModuleId: null,
    ...fields,
  }) as unknown as Rolldown.OutputChunk;

describe('route preloads at build', () => {
  it('reads every page of the route table with its module (a page written otherwise would lose its preloads)', () => {
    const source = readFileSync(new URL('../src/web/app/router.tsx', import.meta.url), 'utf8');
    const keys = [...source.matchAll(/\[PATHS\.(\w+)\]:/g)].map((match) => match[1]);
    const pages = pageImports(source);
    expect(pages.map((page) => page.name)).toEqual(keys);
    expect(pages.find((page) => page.name === 'currentOrders')?.module).toBe(
      '@/web/features/orders/pages/current-orders-page',
    );
  });

  it("lists a page's chunks through their static imports, with their sheets, but not what the entry loads", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', { isEntry: true, name: 'index', imports: ['assets/vendor.js'] }),
        chunk('assets/vendor.js', { viteMetadata: { importedCss: new Set(['assets/vendor.css']) } }),
        chunk('assets/page.js', {
          facadeModuleId: '/src/web/page.tsx',
          imports: ['assets/shared.js', 'assets/vendor.js'],
          viteMetadata: { importedCss: new Set(['assets/page.css']) },
        }),
        chunk('assets/shared.js', {
          imports: ['assets/deep.js'],
          viteMetadata: { importedCss: new Set(['assets/vendor.css', 'assets/Table.css']) },
        }),
        chunk('assets/deep.js', { imports: ['assets/shared.js'] }),
        chunk('assets/other-page.js', { facadeModuleId: '/src/web/other.tsx' }),
      ].map((item) => [item.fileName, item]),
    ) as Rolldown.OutputBundle;
    const map = routePreloadMap(bundle, [
      { pattern: '/page/:id', moduleId: '/src/web/page.tsx' },
      { pattern: '/gone', moduleId: '/src/web/gone.tsx' },
    ]);
    expect(map).toEqual({
      '/page/:id': [
        'assets/page.js',
        'assets/shared.js',
        'assets/deep.js',
        'assets/page.css',
        'assets/Table.css',
      ],
    });
  });
});
