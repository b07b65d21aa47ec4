import { describe, expect, it } from 'vitest';
import type { LoadStats, PhaseResult } from './load';
import { verdicts } from './report';
import { ONE_STATION_CREATE_KEY, oneStationCreatePhase } from './write-phases';

function result(key: string, requestsPerSecond: number): PhaseResult {
  const stats = { p99Ms: 50, requests: requestsPerSecond * 10, requestsPerSecond, non2xx: 0, errors: 0 };
  return {
    key,
    label: key,
    route: '',
    warmup: stats as unknown as LoadStats,
    measured: stats as unknown as LoadStats,
    ranDry: false,
    fillerRequests: 0,
    failures: [],
  };
}

describe('create on one station (decision 0020)', () => {
  it("creates only on the first target's station, its suppliers in turn", () => {
    const phase = oneStationCreatePhase(
      [
        { stationId: 7, supplierId: 1, articleIds: [11, 12, 13] },
        { stationId: 8, supplierId: 2, articleIds: [21, 22, 23] },
        { stationId: 7, supplierId: 3, articleIds: [31, 32, 33] },
      ],
      'token',
      '2026-11-27',
    );
    expect(phase.key).toBe(ONE_STATION_CREATE_KEY);
    const paths = Array.from({ length: 4 }, () => phase.next({})!.path);
    expect(paths).toEqual([
      '/api/orders/7/create/1',
      '/api/orders/7/create/3',
      '/api/orders/7/create/1',
      '/api/orders/7/create/3',
    ]);
  });

  it('passes when it reaches the share of create over the 20 stations in the same run', () => {
    const judge = (oneStation: number) =>
      verdicts([
        result('select1', 1000),
        result('create-conc', 50),
        result(ONE_STATION_CREATE_KEY, oneStation),
      ]).find((verdict) => verdict.budget.startsWith(ONE_STATION_CREATE_KEY))!;
    expect(judge(49).pass).toBe(false);
    expect(judge(50).pass).toBe(true);
    expect(judge(60).measured).toContain('60 req/s = 6.0 %');
    expect(judge(60).measured).toContain('20 stations: 50 req/s = 5.0 %');
  });
});
