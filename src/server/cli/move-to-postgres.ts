/**
 * npm run move-to-postgres -- postgres://user:password@host:5432/nabavka
 *
 * Copies the embedded database of DATA_DIR (the server stopped) into an empty PostgreSQL database: the schema by the
 * same migrations, then every row and sequence value in one transaction, verified per table (README "Moving to
 * PostgreSQL"). The embedded database is left as it was. Prints what to set afterwards.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite } from '@/server/db/client';
import { ConfigError } from '@/server/env';
import { dataFolderFiles } from '@/server/modules/operations/operations.public';
import { holdDataFolder, runningLocalServer } from '@/server/modules/operations/operations.public';
import { moveToPostgres, MoveRefused } from '@/server/modules/operations/operations.public';
import { CliError, configWithoutSecretFile, runCli, rowsIn } from './cli-support';

const USAGE = 'Usage: npm run move-to-postgres -- postgres://user:password@host:5432/database';

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

runCli(async () => {
  let positionals: string[];
  try {
    positionals = parseArgs({ args: process.argv.slice(2), allowPositionals: true }).positionals;
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  const [url, ...extra] = positionals;
  if (url === undefined || extra.length > 0 || !/^postgres(ql)?:\/\/.+/.test(url)) throw new CliError(USAGE);
  // The embedded database is the source whatever DATABASE_URL says: only DATA_DIR is read from the configuration.
  const config = configWithoutSecretFile({ ...process.env, DATABASE_URL: '' });
  const folder = join(config.dataDir, 'db');
  if (!(await stat(folder).catch(() => undefined))) {
    throw new CliError(`There is no embedded database in ${folder} (DATA_DIR=${config.dataDir}).`);
  }
  const running = runningLocalServer(config.dataDir);
  if (running) {
    throw new CliError(
      `A Nabavka process (pid ${running.pid}) has ${folder} open: stop the server, then move (npm run backup first ` +
        'is a good idea).',
    );
  }

  console.log(`Moving the embedded database in ${folder} to ${withoutPassword(url)}`);
  const release = holdDataFolder(config.dataDir);
  let result;
  try {
    const source = await openPglite({ dataDir: folder });
    try {
      // The source at this version's schema first, as the server would at its next start.
      await source.migrate();
      result = await moveToPostgres(source.client, url, (line) => console.log(line));
    } finally {
      await source.close();
    }
  } finally {
    release();
  }

  const files = await dataFolderFiles(config.dataDir, config.backup.dir);
  console.log(
    `\nDone in ${result.seconds.toFixed(1)} s: ${Object.keys(result.tables).length} tables, ` +
      `${rowsIn(result.tables)} rows and ${result.sequences} sequences copied; every table's row count matches.`,
  );
  console.log('\nStart the server on PostgreSQL from now on:');
  const hidden = withoutPassword(url);
  console.log(`  DATABASE_URL=${hidden}${hidden === url ? '' : '   (with its password)'}`);
  console.log(
    `Keep the JWT secret, or every signed-in user signs in again: it is ${join(config.dataDir, 'jwt-secret')}, ` +
      'which the server reads from DATA_DIR while JWT_SECRET is unset; on another machine set JWT_SECRET to its ' +
      'content (and any VAPID or encryption keys configured, the same way).',
  );
  if (files.length > 0) {
    console.log(
      `Files of DATA_DIR the server keeps using (copy them along to another machine): ${files.join(', ')}`,
    );
  }
  console.log(
    `The embedded database in ${folder} is unchanged: keep it (or a backup) until the new setup is checked, and ` +
      'do not use both: orders written to one are not in the other.',
  );
}, [ConfigError, MoveRefused]);
