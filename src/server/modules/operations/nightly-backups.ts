/**
 * The nightly backup of the embedded database (README "Backups"): once a day, at BACKUP_HOUR in Belgrade or at the
 * first check after it (a back-office computer switched off at night backs up once it is on again), into the backup
 * folder, keeping the newest BACKUP_KEEP nightly files. A check runs a minute after start and every ten minutes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobObserver } from '@/server/jobs/job-observer';
import { backupFiles, belgradeStamp, pruneNightlyBackups } from './embedded-backup';
import type { EmbeddedBackups } from './embedded-backups';

export const NIGHTLY_BACKUP_JOB = 'nightly-backup';

export interface NightlyBackupOptions {
  backups: EmbeddedBackups;
  /** Belgrade hour (0-23) from which the day's backup is due. */
  hour: number;
  keep: number;
  log: FastifyBaseLogger;
  jobs: JobObserver;
  now?: () => Date;
  firstCheckMs?: number;
  checkEveryMs?: number;
}

/** Whether today's nightly backup is due: past the hour and none with today's date yet. */
export async function nightlyBackupDue(backupDir: string, hour: number, now: Date): Promise<boolean> {
  const { date, hour: current } = belgradeStamp(now);
  if (current < hour) return false;
  const nightly = await backupFiles(backupDir, 'nightly');
  return !nightly.some((name) => name.startsWith(`nabavka-nightly-${date}-`));
}

export function scheduleNightlyBackups(options: NightlyBackupOptions): { stop(): Promise<void> } {
  const { backups, hour, keep, log, jobs } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const check = async () => {
    if (!(await nightlyBackupDue(backups.settings.backupDir, hour, now()))) return;
    try {
      const made = await backups.create('nightly');
      const removed = await pruneNightlyBackups(backups.settings.backupDir, keep);
      log.info(
        { file: made.file, bytes: made.bytes, heldMs: Math.round(made.heldMs), removed },
        'nightly backup written',
      );
      jobs.finished(NIGHTLY_BACKUP_JOB, false);
    } catch (err) {
      log.error({ err }, 'nightly backup failed');
      jobs.finished(NIGHTLY_BACKUP_JOB, true);
    }
  };
  const tick = () => {
    running ??= check()
      .catch((err: unknown) => log.error({ err }, 'nightly backup check failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(() => {
    tick();
    timer = setInterval(tick, options.checkEveryMs ?? 10 * 60_000);
    timer.unref();
  }, options.firstCheckMs ?? 60_000);
  first.unref();
  return {
    async stop() {
      clearTimeout(first);
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
