/**
 * Deletes idempotency keys older than their retention (24 hours, decision 0022-idempotency-keys.md) every fifteen
 * minutes in every process, like the rate-limit sweep: one idempotent DELETE, so processes running it together only
 * repeat each other.
 */
import type { FastifyBaseLogger } from 'fastify';
import { IDEMPOTENCY_KEY_RETENTION_HOURS } from '@/domain/shared/idempotency';
import type { Database } from '@/server/db/client';
import type { JobObserver } from '@/server/jobs/job-observer';
import { deleteKeysOlderThan } from './idempotency.repository';

export const IDEMPOTENCY_PURGE_JOB = 'idempotency-key-purge';
const EVERY_MS = 15 * 60_000;

/** One purge now; answers how many keys went. */
export function purgeExpiredKeys(db: Database): Promise<number> {
  return deleteKeysOlderThan(db, IDEMPOTENCY_KEY_RETENTION_HOURS);
}

export function scheduleIdempotencyPurge(
  db: Database,
  log: FastifyBaseLogger,
  jobs: JobObserver,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= purgeExpiredKeys(db)
      .then(
        () => jobs.finished(IDEMPOTENCY_PURGE_JOB, false),
        (err: unknown) => {
          log.warn({ err }, 'idempotency key purge failed');
          jobs.finished(IDEMPOTENCY_PURGE_JOB, true);
        },
      )
      .finally(() => {
        running = undefined;
      });
  }, EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
