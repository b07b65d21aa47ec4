// Bundles the server into dist/server/main.js, and the spreadsheet import's worker thread next to it
// (dist/server/article-sheet.worker.js, which src/server/modules/articles/article-sheet-parse.ts starts);
// packages stay in node_modules (PGlite loads its WASM from there). The `@/` imports resolve through the server's
// tsconfig paths (docs/ARCHITECTURE.md, "One package, three source roots").
import { build } from 'esbuild';

const result = await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'article-sheet.worker': 'src/server/modules/articles/article-sheet.worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: 'tsconfig.server.json',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

// `packages: 'external'` leaves any import it does not resolve to Node, which would take an unresolved `@/` import
// for a package and fail only when the server starts: refuse such a bundle here.
const unresolved = Object.values(result.metafile.outputs)
  .flatMap((output) => output.imports)
  .filter((imported) => imported.external && imported.path.startsWith('@/'))
  .map((imported) => imported.path);
if (unresolved.length > 0) {
  console.error(`The server bundle left these @/ imports unresolved: ${[...new Set(unresolved)].join(', ')}`);
  process.exit(1);
}
