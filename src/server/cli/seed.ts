/**
 * `npm run db:seed`: migrates the configured database, then loads the demo data, but only into an empty database;
 * a database that already has users is left untouched (exit 0). Stop the server first when it uses the same
 * embedded data dir: PGlite allows one process per data dir.
 */
import { openConfiguredDatabase } from '@/server/db/open';
import { isDatabaseEmpty, seedDemo } from '@/server/db/seed/demo';
import { demoAccountsBanner } from '@/server/db/seed/print-accounts';
import { loadConfig } from '@/server/env';
import { databaseLabel, exitOnConfigError } from './cli-support';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    exitOnConfigError(error);
  }
  const label = databaseLabel(config);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db))) {
      console.log(`The database (${label}) is not empty: demo data not loaded, nothing changed.`);
      return;
    }
    const started = Date.now();
    await seedDemo(database.db);
    console.log(`Seeded ${label} in ${Date.now() - started} ms.`);
    console.log(demoAccountsBanner());
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
