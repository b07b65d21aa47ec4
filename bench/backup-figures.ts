/**
 * `npx tsx bench/backup-figures.ts`: what backups of the embedded database cost (README "Backups",
 * docs/perf/ops.md): for the demo alone and for Bistro Demo with 1 000 and 100 000 orders of history
 * (`BENCH_BACKUP_SIZES=demo,1000,100000`), the data folder's size, the backup's size, how long the database is held
 * (no other query runs: what users of a running server wait at most), the whole backup, and the restore (unpack,
 * PGlite's start with its log replay, and the check of every table's rows).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed/demo';
import { backupEmbeddedDatabase } from '@/server/modules/operations/operations.public';
import { restoreBackup } from '@/server/modules/operations/operations.public';
import { prepareEmbeddedDatabase } from './embedded-data';

const sizes = (process.env.BENCH_BACKUP_SIZES ?? 'demo,1000,100000').split(',').map((size) => size.trim());

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const folderBytes = (path: string) =>
  Number(execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t')[0]);

async function measure(size: string): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'nabavka-backup-figures-'));
  try {
    const dataDir = join(root, 'data');
    const folder = join(dataDir, 'db');
    mkdirSync(dataDir);
    let started = performance.now();
    if (size === 'demo') {
      const database = await openPglite({ dataDir: folder });
      await database.migrate();
      await seedDemo(database.db);
      await database.close();
    } else {
      await prepareEmbeddedDatabase(folder, new Date(), Number(size));
    }
    const prepareMs = performance.now() - started;
    const database = await openPglite({ dataDir: folder });
    const { rows } = await database.client.query<{ n: number }>('select count(*)::int as n from orders');
    const backupDir = join(root, 'backups');
    // Once to warm PGlite's caches as a running server's are, then measured.
    await backupEmbeddedDatabase(database.client, { dataDir, backupDir }, 'backup');
    const made = await backupEmbeddedDatabase(database.client, { dataDir, backupDir }, 'backup');
    await database.close();
    started = performance.now();
    const target = join(root, 'restored');
    await restoreBackup(made.file, { dataDir: target, backupDir: join(target, 'backups'), force: false });
    const restoreMs = performance.now() - started;
    const line = [
      size === 'demo' ? 'demo' : `demo + ${Number(size).toLocaleString('en')} orders`,
      String(rows[0]!.n),
      megabytes(folderBytes(folder)),
      megabytes(made.bytes),
      `${Math.round(made.heldMs)} ms`,
      seconds(made.totalMs),
      seconds(restoreMs),
    ];
    console.log(`  ${line.join(' | ')}   (prepared in ${seconds(prepareMs)})`);
    return line;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

console.log(`Embedded backups (load average ${loadavg()[0]!.toFixed(2)} before)`);
console.log('  size | orders | data folder | backup file | database held | backup | restore');
const lines: string[][] = [];
for (const size of sizes) lines.push(await measure(size));
console.log(`\nLoad average after: ${loadavg()[0]!.toFixed(2)}`);
console.log('\n| data | orders | data folder | backup file | database held | whole backup | restore |');
console.log('| ---- | ------ | ----------- | ----------- | ------------- | ------------ | ------- |');
for (const line of lines) console.log(`| ${line.join(' | ')} |`);
