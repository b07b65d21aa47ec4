/**
 * Backups of the embedded database (README "Backups"). The process that has PGlite open makes them: the running
 * server (nightly, and on request of `npm run backup`), or the command itself when no server runs.
 *
 * Consistency: inside one PGlite transaction (PGlite runs one at a time, so no other query or transaction runs
 * meanwhile) the rows per table are counted, a CHECKPOINT writes every page to the files, and PGlite dumps its data
 * folder. The dump is therefore exactly the committed state the counts describe. The rest (compressing, writing the
 * file) runs after the database is released.
 */
import type { PGlite } from '@electric-sql/pglite';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { VENUE_TIME_ZONE } from '@/domain/shared/dates';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupKind,
  type BackupManifest,
  dataFolderFiles,
  writeBackupArchive,
} from './backup-archive';
import { countTables, type RunQuery } from './table-counts';

export interface BackupSettings {
  dataDir: string;
  backupDir: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  tables: Record<string, number>;
  /** How long the database was held: no other query ran meanwhile. */
  heldMs: number;
  /** The whole backup, file written. */
  totalMs: number;
}

let belgradeClock: Intl.DateTimeFormat | undefined;

/** Date and time in Belgrade (the venues' zone, docs/ARCHITECTURE.md): `2026-11-24` and `031502`. */
export function belgradeStamp(at: Date): { date: string; time: string; hour: number } {
  belgradeClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(belgradeClock.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}${p.minute}${p.second}`,
    hour: Number(p.hour),
  };
}

/** `nabavka-backup-2026-11-24-031502.tar.gz` (by `npm run backup`) or `nabavka-nightly-…` (kept BACKUP_KEEP). */
export function backupFileName(kind: BackupKind, at: Date): string {
  const { date, time } = belgradeStamp(at);
  return `nabavka-${kind}-${date}-${time}.tar.gz`;
}

const BACKUP_FILE = /^nabavka-(backup|nightly)-(\d{4}-\d{2}-\d{2})-(\d{6})\.tar\.gz$/;

/** The backup files of one kind in the folder, oldest first (names sort by time). */
export async function backupFiles(backupDir: string, kind: BackupKind): Promise<string[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  return names.filter((name) => BACKUP_FILE.exec(name)?.[1] === kind).sort();
}

/** Deletes the oldest nightly backups beyond `keep`; answers the deleted names. Manual backups are never deleted. */
export async function pruneNightlyBackups(backupDir: string, keep: number): Promise<string[]> {
  const nightly = await backupFiles(backupDir, 'nightly');
  const old = nightly.slice(0, Math.max(0, nightly.length - keep));
  for (const name of old) await rm(join(backupDir, name), { force: true });
  return old;
}

const appVersion = () => process.env.npm_package_version ?? '0.0.0';

/** One backup of the open embedded database into the backup folder. */
export async function backupEmbeddedDatabase(
  client: PGlite,
  settings: BackupSettings,
  kind: BackupKind,
  now: Date = new Date(),
): Promise<BackupResult> {
  const started = performance.now();
  let tables: Record<string, number> = {};
  let lastMigration: number | null = null;
  let dump: Blob | undefined;
  await client.transaction(async (tx) => {
    const query: RunQuery = (text) => tx.query<Record<string, unknown>>(text);
    tables = await countTables(query);
    const { rows } = await query('select max(created_at)::text as last from drizzle.__drizzle_migrations');
    lastMigration = rows[0]?.last === null || rows[0]?.last === undefined ? null : Number(rows[0].last);
    await tx.exec('checkpoint');
    // Runs under PGlite's query lock only; the transaction lock this callback holds keeps every writer out.
    dump = await client.dumpDataDir('none');
  });
  const heldMs = performance.now() - started;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    kind,
    createdAt: now.toISOString(),
    appVersion: appVersion(),
    engine: 'pglite',
    lastMigration,
    tables,
    files: await dataFolderFiles(settings.dataDir, settings.backupDir),
  };
  const file = join(settings.backupDir, backupFileName(kind, now));
  const bytes = await writeBackupArchive(file, { manifest, database: dump!, dataDir: settings.dataDir });
  return { file, bytes, tables, heldMs, totalMs: performance.now() - started };
}
