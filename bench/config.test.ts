import { afterEach, describe, expect, it } from 'vitest';
import { writeQueueSize } from './config';

const only =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);

describe('the send and receive queues (writeQueueSize)', () => {
  const requested = process.env.BENCH_WRITE_QUEUE;
  afterEach(() => {
    if (requested === undefined) delete process.env.BENCH_WRITE_QUEUE;
    else process.env.BENCH_WRITE_QUEUE = requested;
  });

  it('queues nothing when only create phases run, even when a size is asked for', () => {
    process.env.BENCH_WRITE_QUEUE = '12000';
    expect(writeQueueSize(only('create-spread', 'create-conc', 'create-one-station'))).toBe(0);
  });

  it('queues the asked size, or 30 000, when a send or receive phase runs', () => {
    delete process.env.BENCH_WRITE_QUEUE;
    expect(writeQueueSize(only('receive-conc'))).toBe(30_000);
    process.env.BENCH_WRITE_QUEUE = '12000';
    expect(writeQueueSize(only('send-spread'))).toBe(12_000);
  });

  it('stops on a size that is not a positive number', () => {
    process.env.BENCH_WRITE_QUEUE = '-5';
    expect(() => writeQueueSize(only('send-spread'))).toThrow(/BENCH_WRITE_QUEUE must be a positive number/);
  });
});
