import { describe, expect, it } from 'vitest';
import { benchOperations } from '@/domain/bench/bench.contract';
import type { LoadStats, PhaseResult } from './load';
import { verdicts } from './report';
import { isWriteCeiling, WRITE_CEILING_KEY, writeCeilingPhases } from './write-phases';

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://bench').searchParams);

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

describe('write ceilings (docs/perf/writes.md)', () => {
  const phases = writeCeilingPhases();

  it('post a query the route accepts, with a JSON body as the load sends one', () => {
    expect(phases.map((phase) => phase.key)).toEqual([WRITE_CEILING_KEY, 'write6tx']);
    for (const phase of phases) {
      expect(isWriteCeiling(phase.key)).toBe(true);
      const request = phase.next({})!;
      expect(request.method).toBe('POST');
      expect(request.body).toEqual({});
      expect(benchOperations.write.query.safeParse(queryOf(request.path)).success).toBe(true);
    }
    expect(queryOf(phases[0]!.next({})!.path)).toEqual({ statements: '1' });
    expect(isWriteCeiling('create-spread')).toBe(false);
  });

  it("show each write phase's share of the committed-write ceiling in its verdict", () => {
    const judged = verdicts([
      result('select1', 4000),
      result(WRITE_CEILING_KEY, 800),
      result('create-spread', 600),
    ]);
    expect(judged).toHaveLength(1);
    expect(judged[0]!.measured).toContain('15.0 %');
    expect(judged[0]!.measured).toContain('75 % of one committed write (800 req/s)');
    expect(judged[0]!.pass).toBe(true);
  });
});
