import { describe, expect, it } from 'vitest';
import { CreateOrderSchema } from '@/domain/orders/orders.schemas';
import {
  EMBEDDED,
  EMBEDDED_CEILING,
  type EmbeddedFixtures,
  embeddedReadPhases,
  embeddedSelected,
  embeddedVerdicts,
  embeddedWritePhases,
  onlyEmbeddedSelected,
} from './embedded';
import type { LoadStats, PhaseResult } from './load';

const fixtures: EmbeddedFixtures = {
  venueId: 1,
  adminEmail: 'admin@nabavka.test',
  stationIds: [1, 2],
  orderIds: [7, 14, 21],
  createTargets: [
    { stationId: 1, supplierId: 1001, articleIds: [2, 3, 4] },
    { stationId: 2, supplierId: 1002, articleIds: [19, 20, 21] },
  ],
  orderCount: 1025,
};
const queues = {
  send: [{ venueId: 1, orderId: 5001, contactId: 3, itemIds: [1, 2, 3] }],
  receive: [{ venueId: 1, orderId: 6001, contactId: 3, itemIds: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19] }],
};

describe('embedded mode selection (BENCH_PHASES)', () => {
  it('runs with every phase and with an embedded key or prefix', () => {
    expect(embeddedSelected([])).toBe(true);
    expect(embeddedSelected(['embedded'])).toBe(true);
    expect(embeddedSelected(['list', 'embedded-create'])).toBe(true);
    expect(embeddedSelected(['list', 'create'])).toBe(false);
    // "embeddedx" is not a key of the mode.
    expect(embeddedSelected(['embeddedx'])).toBe(false);
  });

  it('needs no PostgreSQL only when nothing but embedded phases is asked for', () => {
    expect(onlyEmbeddedSelected([])).toBe(false);
    expect(onlyEmbeddedSelected(['embedded'])).toBe(true);
    expect(onlyEmbeddedSelected(['embedded-list', 'embedded-receive'])).toBe(true);
    expect(onlyEmbeddedSelected(['embedded', 'create'])).toBe(false);
  });
});

describe('embedded phases', () => {
  const now = new Date('2026-11-24T08:00:00Z');
  const reads = embeddedReadPhases(fixtures, 'token');
  const writes = embeddedWritePhases(['create', 'send', 'receive'], fixtures, 'token', queues, now);

  it('loads the ceiling, the reads and the writes at the embedded connection count', () => {
    expect([...reads, ...writes].map((phase) => phase.key)).toEqual([
      EMBEDDED_CEILING,
      'embedded-list',
      'embedded-detail',
      'embedded-create',
      'embedded-send',
      'embedded-receive',
    ]);
    for (const phase of [...reads, ...writes]) expect(phase.connections).toBe(EMBEDDED.connections);
  });

  it('cycles the list over the stations and the detail over the sampled orders', () => {
    const [, list, detail] = reads;
    const paths = [1, 2, 3].map(() => list!.next({})!.path);
    expect(paths.map((path) => path.split('?')[0])).toEqual([
      '/api/orders/all/1',
      '/api/orders/all/2',
      '/api/orders/all/1',
    ]);
    expect(new URL(paths[0]!, 'http://bench').searchParams.get('status')).toBe('IN_PROGRESS,INCOMPLETE');
    expect([1, 2, 3, 4].map(() => detail!.next({})!.path)).toEqual([
      '/api/orders/order/7',
      '/api/orders/order/14',
      '/api/orders/order/21',
      '/api/orders/order/7',
    ]);
  });

  it('creates valid 3-item orders for tomorrow and uses each queue order once', () => {
    const [create, send, receive] = writes;
    const request = create!.next({})!;
    expect(request.path).toBe('/api/orders/1/create/1001');
    const parsed = CreateOrderSchema.safeParse(request.body);
    expect(parsed.success).toBe(true);
    expect((request.body as { deadline: string }).deadline).toBe('2026-11-25');
    expect(send!.next({})!.path).toBe('/api/orders/updateStatus/sendOrder?orderId=5001');
    expect(send!.next({})).toBeUndefined();
    const received = receive!.next({})!;
    expect(received.path).toBe('/api/orders/updateStatus/complete?orderId=6001');
    expect((received.body as { products: unknown[] }).products).toHaveLength(10);
    expect(receive!.next({})).toBeUndefined();
  });
});

describe('embedded verdicts (docs/perf/README.md: p99 < 100 ms at 10 connections)', () => {
  const stats = (p99Ms: number, requests = 1000, non2xx = 0): LoadStats =>
    ({
      p99Ms,
      p50Ms: 1,
      requests,
      requestsPerSecond: requests / 10,
      non2xx,
      errors: 0,
    }) as unknown as LoadStats;
  const result = (key: string, p99Ms: number, requests?: number, non2xx?: number): PhaseResult => ({
    key,
    label: key,
    route: '',
    warmup: stats(p99Ms, requests),
    measured: stats(p99Ms, requests, non2xx),
    ranDry: false,
    fillerRequests: 0,
    failures: [],
  });

  it('judges the list, the detail, create and receive, not the ceiling or send', () => {
    const judged = embeddedVerdicts([
      result(EMBEDDED_CEILING, 500),
      result('embedded-list', EMBEDDED.p99Ms - 1),
      result('embedded-detail', EMBEDDED.p99Ms),
      result('embedded-create', 20, 1000, 3),
      result('embedded-send', 500),
      result('embedded-receive', 0, 0),
      // The PostgreSQL phase of the same name is judged elsewhere.
      result('list', 500),
    ]);
    expect(judged.map((verdict) => [verdict.budget.split(':')[0], verdict.pass])).toEqual([
      ['embedded-list', true],
      ['embedded-detail', false],
      ['embedded-create', false],
      ['embedded-receive', false],
    ]);
  });
});
