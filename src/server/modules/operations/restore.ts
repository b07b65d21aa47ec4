/**
 * `npm run restore FILE`: a backup (backup-archive.ts) back into a data folder. Only into an empty one (nothing but
 * the backups folder): with `force`, what is there is first moved aside into `db.replaced-<time>` (the database and
 * the data folder's files), never deleted. The restored database is opened once, which replays PGlite's log, and
 * its rows per table must equal the backup's manifest, or the restore is undone.
 */
import { chmod, cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { openAsBlob } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPglite } from '@/server/db/client';
import { openBackupArchive, workFolder } from './backup-archive';
import { belgradeStamp } from './embedded-backup';
import { runningLocalServer } from './local-server';
import { countDifferences, countTables } from './table-counts';

export class RestoreRefused extends Error {}

export interface RestoreResult {
  tables: Record<string, number>;
  files: string[];
  createdAt: string;
  /** Where the data folder's earlier contents went (force only). */
  movedAside: string | undefined;
}

/** What the data folder holds besides the backups and our own work folders. */
async function dataFolderContents(dataDir: string, backupDir: string): Promise<string[]> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  // server.json is a note of a process that is gone (a running one was refused before): no data.
  return entries.filter(
    (name) =>
      name !== 'server.json' &&
      !name.startsWith('.nabavka-') &&
      resolve(dataDir, name) !== resolve(backupDir),
  );
}

export async function restoreBackup(
  file: string,
  options: {
    dataDir: string;
    backupDir: string;
    force: boolean;
    /** Called once the checks passed, before anything is written (the command holds the data folder then). */
    onStart?: () => void;
  },
): Promise<RestoreResult> {
  const { dataDir, backupDir, force } = options;
  const running = runningLocalServer(dataDir);
  if (running) {
    throw new RestoreRefused(
      `A Nabavka process (pid ${running.pid}) has the database in ${dataDir} open: stop it before restoring.`,
    );
  }
  const present = await dataFolderContents(dataDir, backupDir);
  if (present.length > 0 && !force) {
    throw new RestoreRefused(
      `${dataDir} is not empty (${present.join(', ')}). Restore into an empty folder (DATA_DIR=…), or add --force ` +
        'to move what is there aside into a db.replaced-… folder first.',
    );
  }

  await mkdir(dataDir, { recursive: true });
  options.onStart?.();
  const work = await workFolder(dataDir, 'restore');
  let movedAside: string | undefined;
  try {
    const backup = await openBackupArchive(file, work);
    if (present.length > 0) {
      const { date, time } = belgradeStamp(new Date());
      movedAside = join(dataDir, `db.replaced-${date}-${time}`);
      await mkdir(movedAside);
      for (const name of present) await rename(join(dataDir, name), join(movedAside, name));
    }
    try {
      const database = await openPglite({
        dataDir: join(dataDir, 'db'),
        loadDataDir: await openAsBlob(backup.databaseFile),
      });
      let tables: Record<string, number>;
      try {
        tables = await countTables((text) => database.client.query(text));
      } finally {
        await database.close();
      }
      const differences = countDifferences(backup.manifest.tables, tables);
      if (differences.length > 0) {
        throw new Error(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`);
      }
      for (const name of backup.manifest.files) {
        await cp(join(backup.filesDir, name), join(dataDir, name));
        // Keys and secrets: the server's user only, as the server writes them.
        await chmod(join(dataDir, name), 0o600);
      }
      return { tables, files: backup.manifest.files, createdAt: backup.manifest.createdAt, movedAside };
    } catch (error) {
      // Undo: the half-restored database goes, what was moved aside comes back.
      await rm(join(dataDir, 'db'), { recursive: true, force: true });
      if (movedAside) {
        for (const name of await readdir(movedAside)) {
          await rm(join(dataDir, name), { recursive: true, force: true });
          await rename(join(movedAside, name), join(dataDir, name));
        }
        await rm(movedAside, { recursive: true, force: true });
      }
      throw error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
