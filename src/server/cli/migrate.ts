/** `npm run db:migrate`: applies the migrations in drizzle/ to the configured database (DATABASE_URL or DATA_DIR). */
import { openConfiguredDatabase } from '@/server/db/open';
import { loadConfig } from '@/server/env';
import { databaseLabel, exitOnConfigError } from './cli-support';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    exitOnConfigError(error);
  }
  console.log(`Migrating ${databaseLabel(config)}`);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log('Migrations applied.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
