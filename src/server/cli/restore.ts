/**
 * npm run restore -- <backup file> [--force]
 *
 * Restores a backup of `npm run backup` (or a nightly one) into DATA_DIR: only into an empty data folder (nothing
 * but the backups folder); --force first moves what is there aside into DATA_DIR/db.replaced-<time>. The restored
 * database's rows per table are checked against the backup. The server must be stopped.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from '@/server/env';
import { holdDataFolder } from '@/server/modules/operations/operations.public';
import { restoreBackup, RestoreRefused } from '@/server/modules/operations/operations.public';
import { CliError, configWithoutSecretFile, runCli, rowsIn } from './cli-support';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) throw new CliError(USAGE);
  const config = configWithoutSecretFile();
  if (config.databaseUrl) {
    throw new CliError(
      'DATABASE_URL is set: this restores the embedded database. Restore PostgreSQL with pg_restore ' +
        '(README "Backups"), or unset DATABASE_URL.',
    );
  }
  const started = performance.now();
  let release: (() => void) | undefined;
  const restored = await restoreBackup(resolve(file), {
    dataDir: config.dataDir,
    backupDir: config.backup.dir,
    force: parsed.values.force,
    onStart: () => {
      release = holdDataFolder(config.dataDir);
    },
  }).finally(() => release?.());
  const seconds = (performance.now() - started) / 1000;
  if (restored.movedAside) console.log(`What was in the data folder is now in ${restored.movedAside}`);
  console.log(
    `Restored the backup of ${restored.createdAt} into ${config.dataDir}: ${Object.keys(restored.tables).length} ` +
      `tables, ${rowsIn(restored.tables)} rows (each table checked against the backup), ` +
      `${restored.files.length} file(s) of the data folder; ${seconds.toFixed(1)} s.`,
  );
  console.log('Start the server as usual (npm start).');
}, [ConfigError, RestoreRefused]);
