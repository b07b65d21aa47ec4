import { describe, expect, it } from 'vitest';
import {
  CategoryReportQuerySchema,
  StationReportQuerySchema,
  VenueReportQuerySchema,
} from '@/domain/reports/reports.schemas';
import { BUDGET, REPORT_CONNECTIONS } from './config';
import type { LoadStats, PhaseResult } from './load';
import { reportPhases } from './phases';
import { verdicts } from './report';

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://bench').searchParams);

describe('report phases (budget: decision 0009)', () => {
  const phases = reportPhases({ venueId: 7, stationId: 3, categoryId: 5 }, 'token', '2026-11-24');
  const byKey = new Map(phases.map((phase) => [phase.key, phase]));
  const pathOf = (key: string) => byKey.get(key)!.next({})!.path;

  it('asks for the first page of 3-month and 12-month reports ending today, at 10 connections', () => {
    expect(phases.map((phase) => phase.key)).toEqual([
      'report3m',
      'report3m-station',
      'report3m-category',
      'report12m',
      'report12m-station',
      'report12m-category',
    ]);
    const [quarter, year] = ['report3m', 'report12m'].map((key) => queryOf(pathOf(key)));
    expect(quarter).toEqual({
      venueId: '7',
      fromDate: '2026-08-25',
      toDate: '2026-11-24',
      page: '0',
      pageSize: '10',
    });
    expect(year).toMatchObject({ fromDate: '2025-11-25', toDate: '2026-11-24' });
    for (const phase of phases) expect(phase.connections).toBe(REPORT_CONNECTIONS);
    expect(pathOf('report3m').startsWith('/api/analytics/venue/orders?')).toBe(true);
    expect(queryOf(pathOf('report3m-station'))).toMatchObject({ departmentId: '3', fromDate: '2026-08-25' });
    expect(pathOf('report12m-category').startsWith('/api/analytics/venue/ordersPerCategory?')).toBe(true);
    expect(queryOf(pathOf('report12m-category'))).toMatchObject({ departmentId: '3', categoryId: '5' });
  });

  it('builds queries the API accepts', () => {
    const schemas = {
      '': VenueReportQuerySchema,
      station: StationReportQuerySchema,
      category: CategoryReportQuerySchema,
    };
    for (const phase of phases) {
      const schema = schemas[(phase.key.split('-')[1] ?? '') as keyof typeof schemas];
      expect(schema.safeParse(queryOf(phase.next({})!.path)).success).toBe(true);
    }
  });

  it('judges the 3-month page by the hot-read p99 and the 12-month one by its own', () => {
    const stats = (p99Ms: number, requests = 1000): LoadStats =>
      ({ p99Ms, requests, requestsPerSecond: requests / 10, non2xx: 0, errors: 0 }) as unknown as LoadStats;
    const result = (key: string, p99Ms: number, requests?: number): PhaseResult => ({
      key,
      label: key,
      route: '',
      warmup: stats(p99Ms, requests),
      measured: stats(p99Ms, requests),
      ranDry: false,
      fillerRequests: 0,
      failures: [],
    });
    const judged = verdicts([
      result('report3m', BUDGET.hotReadP99Ms),
      result('report3m-station', BUDGET.hotReadP99Ms - 1),
      result('report12m', BUDGET.reportYearP99Ms - 1),
      result('report12m-category', BUDGET.reportYearP99Ms),
      // Every request timed out: no latency measured, not a pass.
      result('report12m-station', 0, 0),
    ]);
    expect(judged.map((verdict) => verdict.pass)).toEqual([false, true, true, false, false]);
  });
});
