import { describe, expect, it } from 'vitest';
import { tickingJob } from './ticking-job';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder() {
  const finished: { job: string; failed: boolean }[] = [];
  return { finished, jobs: { finished: (job: string, failed: boolean) => finished.push({ job, failed }) } };
}

describe('tickingJob', () => {
  it('runs at start, before the first tick', async () => {
    let runs = 0;
    const job = tickingJob({
      name: 'sweep',
      failure: 'sweep failed',
      tickMs: 60_000,
      run: async () => ++runs,
    });
    job.start();
    await pause(5);
    await job.stop();
    expect(runs).toBe(1);
  });

  it('runs on every tick, and counts each run for the metrics', async () => {
    const { finished, jobs } = recorder();
    let runs = 0;
    const job = tickingJob({
      name: 'sweep',
      failure: 'sweep failed',
      tickMs: 20,
      jobs,
      run: async () => ++runs,
    });
    job.start();
    await pause(75);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(finished).toHaveLength(runs);
    expect(finished.every((entry) => entry.job === 'sweep' && !entry.failed)).toBe(true);
  });

  it('never overlaps itself: a second call while a run is in flight joins that run', async () => {
    let started = 0;
    let release!: () => void;
    const job = tickingJob({
      name: 'slow',
      failure: 'slow failed',
      tickMs: 60_000,
      run: async () => {
        started += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return started;
      },
    });
    const first = job.runOnce();
    const second = job.runOnce();
    expect(second).toBe(first);
    release();
    expect(await first).toBe(1);
    // Once finished, the next call is a new run.
    const third = job.runOnce();
    release();
    expect(await third).toBe(2);
  });

  it('counts a failed run as failed and keeps ticking', async () => {
    const { finished, jobs } = recorder();
    let runs = 0;
    const job = tickingJob({
      name: 'flaky',
      failure: 'flaky failed',
      tickMs: 15,
      jobs,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database gone');
        return runs;
      },
    });
    job.start();
    await pause(60);
    await job.stop();
    expect(finished[0]).toEqual({ job: 'flaky', failed: true });
    expect(finished.slice(1).some((entry) => !entry.failed)).toBe(true);
  });

  it('stop waits for the run in flight and no tick follows', async () => {
    let runs = 0;
    let done = false;
    const job = tickingJob({
      name: 'drain',
      failure: 'drain failed',
      tickMs: 10,
      run: async () => {
        runs += 1;
        await pause(30);
        done = true;
      },
    });
    job.start();
    await pause(5);
    await job.stop();
    expect(done).toBe(true);
    const after = runs;
    await pause(40);
    expect(runs).toBe(after);
  });
});

describe('tickingJob told not to run at start', () => {
  it('runs first at the first tick', async () => {
    let runs = 0;
    const job = tickingJob({
      name: 'sweep',
      failure: 'sweep failed',
      tickMs: 30,
      runAtStart: false,
      run: async () => ++runs,
    });
    job.start();
    await pause(10);
    expect(runs).toBe(0);
    await pause(40);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(1);
  });
});
