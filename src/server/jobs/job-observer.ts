/**
 * Who hears about finished jobs (background tasks, mail deliveries, scheduled work): the metrics count runs and
 * failures per job (modules/operations/metrics.ts). Without metrics nobody listens.
 */
export interface JobObserver {
  finished(job: string, failed: boolean): void;
}

export const unobservedJobs: JobObserver = { finished: () => undefined };
