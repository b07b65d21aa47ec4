/**
 * Work a request starts but does not wait for: the lookup, token and mail behind "mail me a link" requests, so the
 * answer takes the same time whether or not the address has an account. A failure is logged (the caller has its
 * answer already); closing the app waits for the tasks still running.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type JobObserver, unobservedJobs } from './job-observer';

export interface BackgroundTasks {
  /** Starts the task after the current I/O turn, so the answer being written goes out first. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far, and any task those started, has finished. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(
  log: FastifyBaseLogger,
  jobs: JobObserver = unobservedJobs,
): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => jobs.finished(name, false),
          (err: unknown) => {
            jobs.finished(name, true);
            log.error({ err, task: name }, 'background task failed');
          },
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
