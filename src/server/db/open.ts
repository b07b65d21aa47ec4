import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '@/server/env';
import { type DatabaseHandle, openPglite, openPostgres } from './client';

/** The configured database: PostgreSQL with DATABASE_URL, otherwise PGlite in DATA_DIR/db. */
export async function openConfiguredDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'dbPoolSize'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { poolSize: config.dbPoolSize });
  // PGlite creates only the last folder of its path; DATA_DIR itself may not exist yet (e.g. JWT_SECRET is set).
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite({ dataDir: join(config.dataDir, 'db') });
}
