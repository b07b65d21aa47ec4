/**
 * The backup file of an embedded installation: one gzipped tar holding
 *
 * - `manifest.json`: what it is (format, when, which kind, app version, the newest migration applied) and the rows
 *   per table at the moment of the backup, which a restore checks;
 * - `database.tar`: PGlite's own dump of its data folder (`dumpDataDir`), taken while no query ran;
 * - `files/…`: the rest of the data folder (the JWT secret, and any key or file a later version keeps there), without
 *   the database folder itself, the backups and the running server's own file.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create, extract } from 'tar';

export const BACKUP_FORMAT = 'nabavka-backup';
export const BACKUP_FORMAT_VERSION = 1;

export type BackupKind = 'backup' | 'nightly';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  kind: BackupKind;
  createdAt: string;
  appVersion: string;
  engine: 'pglite';
  /** drizzle's timestamp of the newest migration applied in the backed-up database. */
  lastMigration: number | null;
  /** `schema.table` -> rows. */
  tables: Record<string, number>;
  /** Files of the data folder in `files/`, relative to it. */
  files: string[];
}

const MANIFEST = 'manifest.json';
const DATABASE = 'database.tar';
const FILES = 'files';

/** Entries of the data folder that are not data: the database itself (dumped apart) and the running server's file. */
const NOT_DATA = new Set(['db', 'server.json']);

/** The data folder's files a backup carries: everything but the database, its leftovers and the backups. */
export async function dataFolderFiles(dataDir: string, backupDir: string): Promise<string[]> {
  const backups = resolve(backupDir);
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      const rel = relative(dataDir, path);
      if (dir === dataDir && (NOT_DATA.has(entry.name) || entry.name.startsWith('db.'))) continue;
      if (entry.name.startsWith('.nabavka-')) continue; // our own work folders (staging, restores)
      if (resolve(path) === backups) continue;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(rel.split(sep).join('/'));
    }
  };
  await walk(dataDir);
  return found.sort();
}

/** A work folder next to `near` (same disk: renames stay cheap), removed by the caller. */
export async function workFolder(near: string, purpose: string): Promise<string> {
  const folder = join(near, `.nabavka-${purpose}-${randomBytes(4).toString('hex')}`);
  await mkdir(folder, { recursive: true });
  return folder;
}

/**
 * Writes the backup file `target` (through a `.partial` file renamed at the end, so a file with the final name is
 * always complete). Answers its size in bytes.
 */
export async function writeBackupArchive(
  target: string,
  parts: { manifest: BackupManifest; database: Blob; dataDir: string },
): Promise<number> {
  const folder = dirname(target);
  // A backup holds every account and the JWT secret: readable by the server's user only.
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const staging = await workFolder(folder, 'staging');
  const partial = `${target}.partial`;
  try {
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(parts.manifest, null, 2)}\n`);
    await pipeline(
      Readable.fromWeb(parts.database.stream() as Parameters<typeof Readable.fromWeb>[0]),
      createWriteStream(join(staging, DATABASE)),
    );
    for (const file of parts.manifest.files) {
      await cp(join(parts.dataDir, file), join(staging, FILES, file), { preserveTimestamps: true });
    }
    const entries = [MANIFEST, DATABASE, ...(parts.manifest.files.length > 0 ? [FILES] : [])];
    // Level 1: the database's pages shrink almost as much as at the default level, in a fraction of the time.
    await create({ gzip: { level: 1 }, file: partial, cwd: staging, portable: true }, entries);
    await chmod(partial, 0o600);
    await rename(partial, target);
    return (await stat(target)).size;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

export interface OpenedBackup {
  manifest: BackupManifest;
  /** PGlite's dump, to load with `loadDataDir`. */
  databaseFile: string;
  /** The data folder's files, relative paths under `filesDir`. */
  filesDir: string;
}

/** Unpacks a backup file into `workDir` and checks that it is one. */
export async function openBackupArchive(file: string, workDir: string): Promise<OpenedBackup> {
  await extract({ file, cwd: workDir, strict: true });
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(workDir, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${basename(file)} is not a Nabavka backup (no readable ${MANIFEST})`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new Error(`${basename(file)} is not a Nabavka backup this version can read`);
  }
  return { manifest, databaseFile: join(workDir, DATABASE), filesDir: join(workDir, FILES) };
}
