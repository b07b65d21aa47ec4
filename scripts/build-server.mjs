// Bundles the server into dist/server/main.js, and the spreadsheet import's worker thread next to it
// (dist/server/article-sheet.worker.js, which src/server/modules/articles/article-sheet-parse.ts starts);
// packages stay in node_modules (PGlite loads its WASM from there).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'article-sheet.worker': 'src/server/modules/articles/article-sheet.worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
