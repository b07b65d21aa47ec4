import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const serverTests = ['src/server/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  test: {
    projects: [
      { extends: true, test: { name: 'domain', include: ['src/domain/**/*.test.ts'], environment: 'node' } },
      // The benchmark's own helpers; the database ones run only where DATABASE_URL names a PostgreSQL.
      { extends: true, test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' } },
      // The build's own plugins (vite.config.ts).
      { extends: true, test: { name: 'tools', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test-setup.ts'],
          css: false,
          // jsdom + Mantine on a 2-core machine running the other projects at the same time.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server:pglite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      // The same integration suite against a real PostgreSQL whenever one is configured (CI sets DATABASE_URL).
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server:postgres',
                include: serverTests,
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['src/test/global-setup.ts'],
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
