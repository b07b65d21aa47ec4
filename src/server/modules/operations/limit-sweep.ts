/**
 * Deletes the shared rate-limit counters that ended an hour ago (plugins/limiter-store.ts), every five minutes in
 * every process: the statement is idempotent, so processes running it at the same time only repeat each other.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import type { JobObserver } from '@/server/jobs/job-observer';
import { schedulePeriodicJob } from '@/server/jobs/periodic-job';
import { sweepExpiredLimits } from '@/server/plugins/limiter-store';

export const LIMIT_SWEEP_JOB = 'rate-limit-sweep';
const EVERY_MS = 5 * 60_000;

export function scheduleLimitSweep(
  db: Database,
  log: FastifyBaseLogger,
  jobs: JobObserver,
): { stop(): Promise<void> } {
  return schedulePeriodicJob(
    { name: LIMIT_SWEEP_JOB, everyMs: EVERY_MS, run: () => sweepExpiredLimits(db) },
    log,
    jobs,
  );
}
