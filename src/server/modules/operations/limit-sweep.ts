/**
 * Deletes the shared rate-limit counters that ended an hour ago (plugins/limiter-store.ts), every five minutes in
 * every process: the statement is idempotent, so processes running it at the same time only repeat each other.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import type { JobObserver } from '@/server/jobs/job-observer';
import { sweepExpiredLimits } from '@/server/plugins/limiter-store';

export const LIMIT_SWEEP_JOB = 'rate-limit-sweep';
const EVERY_MS = 5 * 60_000;

export function scheduleLimitSweep(
  db: Database,
  log: FastifyBaseLogger,
  jobs: JobObserver,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= sweepExpiredLimits(db)
      .then(
        () => jobs.finished(LIMIT_SWEEP_JOB, false),
        (err: unknown) => {
          log.warn({ err }, 'rate limit sweep failed');
          jobs.finished(LIMIT_SWEEP_JOB, true);
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
