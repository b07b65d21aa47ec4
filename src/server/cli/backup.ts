/**
 * npm run backup [-- <folder>]
 *
 * A backup of the embedded database (DATA_DIR) into a file with the date in its name, in <folder> or BACKUP_DIR
 * (DATA_DIR/backups by default). While the server runs it owns the database's files, so the server itself writes the
 * backup, asked over this machine's loopback with the token it left in DATA_DIR/server.json; the database is held
 * for the moment of the dump only (README "Backups"). Without a running server the command opens the folder itself.
 * On PostgreSQL (DATABASE_URL) it prints the pg_dump command instead.
 */
import { copyFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite } from '@/server/db/client';
import { ConfigError } from '@/server/env';
import { backupEmbeddedDatabase } from '@/server/modules/operations/operations.public';
import {
  holdDataFolder,
  localAddressOf,
  runningLocalServer,
} from '@/server/modules/operations/operations.public';
import { CliError, configWithoutSecretFile, formatBytes, runCli, rowsIn } from './cli-support';

const USAGE = 'Usage: npm run backup [-- <folder>]';

interface Made {
  file: string;
  bytes: number;
  tables: Record<string, number>;
  heldMs: number;
  by: string;
}

async function askServer(dataDir: string, folder: string | undefined): Promise<Made | undefined> {
  const server = runningLocalServer(dataDir);
  if (!server) return undefined;
  if (server.port === 0) {
    throw new CliError(
      `Another command (process ${server.pid}) has ${dataDir} open; run this when it is done.`,
    );
  }
  const address = localAddressOf(server);
  let response: Response;
  try {
    response = await fetch(`${address}/api/operations/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}` },
    });
  } catch (error) {
    throw new CliError(
      `The server (process ${server.pid}) did not answer at ${address}: ${(error as Error).message}. ` +
        `If no server runs, delete ${join(dataDir, 'server.json')} and try again.`,
    );
  }
  if (!response.ok)
    throw new CliError(`The server refused the backup: HTTP ${response.status} ${await response.text()}`);
  const made = (await response.json()) as Omit<Made, 'by'>;
  if (folder) {
    const copy = join(folder, basename(made.file));
    await copyFile(made.file, copy);
    return {
      ...made,
      file: copy,
      bytes: (await stat(copy)).size,
      by: `the running server (copied from ${made.file})`,
    };
  }
  return { ...made, by: 'the running server' };
}

async function backupStopped(dataDir: string, backupDir: string): Promise<Made> {
  const folder = join(dataDir, 'db');
  if (!(await stat(folder).catch(() => undefined))) {
    throw new CliError(`There is no embedded database in ${folder} (DATA_DIR=${dataDir}).`);
  }
  const release = holdDataFolder(dataDir);
  try {
    const database = await openPglite({ dataDir: folder });
    try {
      const made = await backupEmbeddedDatabase(database.client, { dataDir, backupDir }, 'backup');
      return { ...made, by: 'this command (no server was running)' };
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

runCli(async () => {
  let positionals: string[];
  try {
    positionals = parseArgs({ args: process.argv.slice(2), allowPositionals: true }).positionals;
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  if (positionals.length > 1) throw new CliError(USAGE);
  const folder = positionals[0] === undefined ? undefined : resolve(positionals[0]);
  const config = configWithoutSecretFile();
  if (config.databaseUrl) {
    throw new CliError(
      'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.\n' +
        '  pg_dump --format=custom --file=nabavka-$(date +%F).dump "$DATABASE_URL"\n' +
        'and keep the JWT secret with it (README "Backups").',
    );
  }
  const started = performance.now();
  const made =
    (await askServer(config.dataDir, folder)) ??
    (await backupStopped(config.dataDir, folder ?? config.backup.dir));
  const seconds = (performance.now() - started) / 1000;
  console.log(`Backup written by ${made.by}:`);
  console.log(`  ${made.file}`);
  console.log(
    `  ${formatBytes(made.bytes)}, ${Object.keys(made.tables).length} tables, ${rowsIn(made.tables)} rows; ` +
      `${seconds.toFixed(1)} s in all, the database held ${Math.round(made.heldMs)} ms`,
  );
  console.log(`Restore with: npm run restore -- ${made.file}`);
}, [ConfigError]);
