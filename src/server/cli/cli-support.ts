import { join } from 'node:path';
import { type AppConfig, loadConfig } from '@/server/env';

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

/** A refusal with a message for the operator; the process exits 1 without a stack trace. */
export class CliError extends Error {}

/** Runs a command: exit 0 when done; a CliError (or one of `plain`) prints its message, anything else its stack. */
export function runCli(
  command: () => Promise<void>,
  plain: (abstract new (...args: never[]) => Error)[] = [],
): void {
  command().then(
    () => process.exit(0),
    (error: unknown) => {
      const expected = error instanceof CliError || plain.some((kind) => error instanceof kind);
      console.error(expected ? (error as Error).message : error);
      process.exit(1);
    },
  );
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(0)} KB`;
}

export const rowsIn = (tables: Record<string, number>) =>
  Object.values(tables).reduce((sum, n) => sum + n, 0);

/**
 * The configuration for commands that never sign tokens (backup, restore, move): loadConfig would otherwise create
 * DATA_DIR/jwt-secret when JWT_SECRET is unset, and a restore must find an empty folder empty.
 */
export function configWithoutSecretFile(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadConfig({ ...env, JWT_SECRET: env.JWT_SECRET || 'unused-by-this-command-'.repeat(2) });
}
