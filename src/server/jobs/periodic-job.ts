/**
 * A job that runs every `everyMs` in every process and never overlaps itself there: for idempotent sweeps (one
 * DELETE), where processes running it at the same time only repeat each other. A ticking job (ticking-job.ts) whose
 * first run is at the first tick; its runs and failures are counted by the job observer (the metrics); `stop()`
 * waits for a run in flight, for the graceful shutdown.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobObserver } from './job-observer';
import { tickingJob } from './ticking-job';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export function schedulePeriodicJob(
  job: PeriodicJob,
  log: FastifyBaseLogger,
  jobs: JobObserver,
): { stop(): Promise<void> } {
  const ticking = tickingJob({
    name: job.name,
    failure: 'periodic job failed',
    failureLevel: 'warn',
    tickMs: job.everyMs,
    run: () => job.run(),
    log,
    jobs,
    runAtStart: false,
  });
  ticking.start();
  return { stop: () => ticking.stop() };
}
