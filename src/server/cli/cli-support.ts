import { join } from 'node:path';
import type { AppConfig } from '@/server/env';

/** Which database a command works on, for its output; a password in DATABASE_URL is never printed. */
export function databaseLabel(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded PGlite in ${join(config.dataDir, 'db')}`;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url.toString()}`;
}

/** Ends a command whose configuration is invalid with a readable message and exit code 1. */
export function exitOnConfigError(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
