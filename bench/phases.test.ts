import { describe, expect, it } from 'vitest';
import { VenueReportQuerySchema } from '../src/domain/reports/report-schemas';
import { BUDGET, REPORT_CONNECTIONS } from './config';
import type { LoadStats, PhaseResult } from './load';
import { reportPhases } from './phases';
import { verdicts } from './report';

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://bench').searchParams);

describe('report phases (issue 14 budget)', () => {
  const phases = reportPhases(7, 'token', '2026-11-24');

  it('asks for the first page of a 3-month and a 12-month venue report ending today, at 10 connections', () => {
    expect(phases.map((phase) => phase.key)).toEqual(['report3m', 'report12m']);
    const [quarter, year] = phases.map((phase) => queryOf(phase.next({})!.path));
    expect(quarter).toEqual({
      venueId: '7',
      fromDate: '2026-08-25',
      toDate: '2026-11-24',
      page: '0',
      pageSize: '10',
    });
    expect(year).toMatchObject({ fromDate: '2025-11-25', toDate: '2026-11-24' });
    for (const phase of phases) {
      expect(phase.connections).toBe(REPORT_CONNECTIONS);
      expect(phase.next({})!.path.startsWith('/api/analytics/venue/orders?')).toBe(true);
    }
  });

  it('builds queries the API accepts', () => {
    for (const phase of phases) {
      expect(VenueReportQuerySchema.safeParse(queryOf(phase.next({})!.path)).success).toBe(true);
    }
  });

  it('judges the 3-month page by the hot-read p99 and the 12-month one by its own', () => {
    const stats = (p99Ms: number): LoadStats => ({ p99Ms, requestsPerSecond: 100 }) as unknown as LoadStats;
    const result = (key: string, p99Ms: number): PhaseResult => ({
      key,
      label: key,
      route: '',
      warmup: stats(p99Ms),
      measured: stats(p99Ms),
      ranDry: false,
      fillerRequests: 0,
      failures: [],
    });
    const judged = verdicts([
      result('report3m', BUDGET.hotReadP99Ms),
      result('report12m', BUDGET.reportYearP99Ms - 1),
    ]);
    expect(judged.map((verdict) => verdict.pass)).toEqual([false, true]);
  });
});
