/**
 * A job that runs every `everyMs` in every process and never overlaps itself there: for idempotent sweeps (one
 * DELETE), where processes running it at the same time only repeat each other. Its runs and failures are counted by
 * the job observer (the metrics); `stop()` waits for a run in flight, for the graceful shutdown.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobObserver } from './job-observer';

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
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= job
      .run()
      .then(
        () => jobs.finished(job.name, false),
        (err: unknown) => {
          log.warn({ err, job: job.name }, 'periodic job failed');
          jobs.finished(job.name, true);
        },
      )
      .finally(() => {
        running = undefined;
      });
  }, job.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
