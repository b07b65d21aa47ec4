/**
 * The server's render of the supplier's order page (decision 0039): `vite build -c vite.ssr.config.ts` bundles
 * src/web/supplier-ssr.tsx, with every package it uses, into dist/ssr/supplier-ssr.js, which the server imports
 * (src/server/plugins/supplier-page.ts). Beside dist/web, not in it: the server's code is no file to serve.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  root: 'src/web',
  resolve: { alias: { '@': src } },
  // The web build copies public/; nothing of it belongs to the server's render.
  publicDir: false,
  // Packages bundled too: some are CommonJS that Node's ESM loader cannot import by their extensionless paths
  // (dayjs/locale/sr), and the bundle then needs nothing from node_modules but Node's own modules.
  ssr: { noExternal: true },
  build: {
    ssr: `${src}/web/supplier-ssr.tsx`,
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'supplier-ssr.js' } },
  },
  plugins: [react()],
});
