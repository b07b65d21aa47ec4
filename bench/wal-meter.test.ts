import { describe, expect, it } from 'vitest';
import { type WalSample, walPerRequest } from './wal-meter';

describe('wal-meter', () => {
  it('divides the log written by the requests and counts requests per flush', () => {
    const before: WalSample = { bytes: 1_000_000, records: 500, fullPageImages: 20, syncs: 100, at: 0 };
    // Two seconds, 4 000 requests, 8 MB of WAL, 1 000 flushes.
    const after: WalSample = {
      bytes: 9_192_000,
      records: 56_500,
      fullPageImages: 2_020,
      syncs: 1_100,
      at: 2_000,
    };
    expect(walPerRequest(before, after, 4_000)).toEqual({
      bytes: 2_048,
      records: 14,
      fullPageImages: 0.5,
      syncsPerSecond: 500,
      requestsPerSync: 4,
    });
  });

  it('answers nothing without requests or time', () => {
    const sample: WalSample = { bytes: 0, records: 0, fullPageImages: 0, syncs: 0, at: 5 };
    expect(walPerRequest(sample, sample, 10)).toBeUndefined();
    expect(walPerRequest(sample, { ...sample, at: 10 }, 0)).toBeUndefined();
  });
});
