/** The nightly backup's schedule: once a day from BACKUP_HOUR (Belgrade), or at the first check after it; BACKUP_KEEP kept. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName, pruneNightlyBackups } from './embedded-backup';
import type { EmbeddedBackups } from './embedded-backups';
import { nightlyBackupDue, scheduleNightlyBackups } from './nightly-backups';

// 24.11.2026 in Belgrade (UTC+1): 02:30 and 04:10 local time.
const BEFORE_THREE = new Date('2026-11-24T01:30:00Z');
const AFTER_THREE = new Date('2026-11-24T03:10:00Z');

describe.runIf(process.env.TEST_DB !== 'postgres')('nightly backups', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nabavka-nightly-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const touch = (name: string) => writeFile(join(dir, name), 'x');

  it('is due from the hour on, once per Belgrade day, whatever manual backups exist', async () => {
    expect(await nightlyBackupDue(dir, 3, BEFORE_THREE)).toBe(false);
    expect(await nightlyBackupDue(dir, 3, AFTER_THREE)).toBe(true);
    await touch(backupFileName('backup', AFTER_THREE));
    await touch('nabavka-nightly-2026-11-23-031000.tar.gz');
    expect(await nightlyBackupDue(dir, 3, AFTER_THREE)).toBe(true);
    await touch('nabavka-nightly-2026-11-24-030500.tar.gz');
    expect(await nightlyBackupDue(dir, 3, AFTER_THREE)).toBe(false);
  });

  it('keeps the newest nightly backups and never deletes one made by npm run backup', async () => {
    for (const day of ['20', '21', '22', '23']) await touch(`nabavka-nightly-2026-11-${day}-030000.tar.gz`);
    await touch('nabavka-backup-2026-11-01-120000.tar.gz');
    const removed = await pruneNightlyBackups(dir, 2);
    expect(removed).toEqual([
      'nabavka-nightly-2026-11-20-030000.tar.gz',
      'nabavka-nightly-2026-11-21-030000.tar.gz',
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      'nabavka-backup-2026-11-01-120000.tar.gz',
      'nabavka-nightly-2026-11-22-030000.tar.gz',
      'nabavka-nightly-2026-11-23-030000.tar.gz',
    ]);
  });

  it("makes the day's backup at its first check after the hour, prunes, and counts the job", async () => {
    for (const day of ['21', '22', '23']) await touch(`nabavka-nightly-2026-11-${day}-030000.tar.gz`);
    const made: string[] = [];
    const backups: EmbeddedBackups = {
      settings: { dataDir: dir, backupDir: dir },
      accepts: () => false,
      async create(kind) {
        const file = join(dir, backupFileName(kind, AFTER_THREE));
        await writeFile(file, 'backup');
        made.push(file);
        return { file, bytes: 6, tables: {}, heldMs: 1, totalMs: 1 };
      },
    };
    const jobs: [string, boolean][] = [];
    const schedule = scheduleNightlyBackups({
      backups,
      hour: 3,
      keep: 3,
      log: pino({ level: 'silent' }),
      jobs: { finished: (job, failed) => jobs.push([job, failed]) },
      now: () => AFTER_THREE,
      firstCheckMs: 1,
      checkEveryMs: 5,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await schedule.stop();
    // Checked many times, made once: the day's file is there after the first.
    expect(made).toHaveLength(1);
    expect(jobs).toEqual([['nightly-backup', false]]);
    expect((await readdir(dir)).sort()).toEqual([
      'nabavka-nightly-2026-11-22-030000.tar.gz',
      'nabavka-nightly-2026-11-23-030000.tar.gz',
      'nabavka-nightly-2026-11-24-041000.tar.gz',
    ]);
  });
});
