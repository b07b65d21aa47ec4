import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL here; migrations are applied by the application (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
  strict: true,
  casing: 'snake_case',
});
