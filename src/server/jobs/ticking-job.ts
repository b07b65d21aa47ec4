/**
 * A background job started with the app (main.ts) that runs at start (unless told not to) and then every `tickMs`,
 * never overlapping itself in a process: a tick while a run is in flight joins that run. The idempotent sweeps
 * (periodic-job.ts) are such jobs too. Its runs and failures go to the job observer
 * (the metrics) when one is given, its failures to the log; `runOnce` is the same run for tests and `stop()` waits
 * for a run in flight, for the graceful shutdown. What a run may do on several processes at once is the job's own
 * affair (claims, leases: docs/ARCHITECTURE.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobObserver } from './job-observer';

export interface TickingJob<T> {
  runOnce(): Promise<T>;
  start(): void;
  stop(): Promise<void>;
}

export interface TickingJobOptions<T> {
  /** The job's name in the metrics. */
  name: string;
  /** What the log says when a run fails, and at which level (error unless said). */
  failure: string;
  failureLevel?: 'warn' | 'error';
  /** Whether `start()` runs the job at once (default) or only at the first tick. */
  runAtStart?: boolean;
  tickMs: number;
  run: () => Promise<T>;
  log?: FastifyBaseLogger;
  jobs?: JobObserver;
}

export function tickingJob<T>(options: TickingJobOptions<T>): TickingJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  const job: TickingJob<T> = {
    runOnce() {
      running ??= options.run().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      if (timer) return;
      const tick = () => {
        if (!timer) return;
        void job.runOnce().then(
          () => options.jobs?.finished(options.name, false),
          (err: unknown) => {
            options.log?.[options.failureLevel ?? 'error']({ err, job: options.name }, options.failure);
            options.jobs?.finished(options.name, true);
          },
        );
      };
      timer = setInterval(tick, options.tickMs);
      timer.unref();
      if (options.runAtStart ?? true) setImmediate(tick);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
  return job;
}
