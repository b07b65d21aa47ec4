/**
 * Deletes idempotency keys older than their retention (24 hours, decision 0022-idempotency-keys.md) every fifteen
 * minutes in every process, like the rate-limit sweep: one idempotent DELETE, so processes running it together only
 * repeat each other.
 */
import type { FastifyBaseLogger } from 'fastify';
import { IDEMPOTENCY_KEY_RETENTION_HOURS } from '@/domain/shared/idempotency';
import type { Database } from '@/server/db/client';
import type { JobObserver } from '@/server/jobs/job-observer';
import { schedulePeriodicJob } from '@/server/jobs/periodic-job';
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
  return schedulePeriodicJob(
    { name: IDEMPOTENCY_PURGE_JOB, everyMs: EVERY_MS, run: () => purgeExpiredKeys(db) },
    log,
    jobs,
  );
}
