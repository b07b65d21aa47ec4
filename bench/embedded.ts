/**
 * "the embedded default": the hot reads and the writes of one small venue (Bistro Demo with a year of
 * history) on the embedded database `npm start` uses, at the connection count of a busy restaurant's staff
 * (docs/perf/README.md). This file holds what the mode loads and how it is judged; embedded-data.ts prepares the
 * database, embedded-run.ts runs it.
 */
import { venueToday } from '@/domain/shared/dates';
import { LOAD, PHASE_FILTER, phaseSelected } from './config';
import type { CreateTarget } from './fixtures';
import type { Phase, PhaseResult } from './load';
import { EXPECTED_TAB } from './phases';
import type { Verdict } from './report';
import { concentratedPhase, type WriteKind } from './write-phases';
import type { WriteQueues } from './write-queue';

/** A positive whole number from the environment, or the default. */
function countFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

export const EMBEDDED = {
  /** The phases' key prefix: `BENCH_PHASES=embedded` runs them all, `embedded-create` one. */
  prefix: 'embedded',
  connections: countFromEnv('BENCH_EMBEDDED_CONNECTIONS', 10),
  /** Orders of history added to Bistro Demo, their deadlines spread over the last year. */
  historyOrders: countFromEnv('BENCH_EMBEDDED_ORDERS', 1_000),
  historyDays: 365,
  /**
   * Orders prepared to send and to receive; a phase that uses its queue up is marked "queue ran dry". Sends run about
   * five times as fast as receipts (2 000/s on a quiet machine), so their queue is the longer.
   */
  sendQueueSize: countFromEnv('BENCH_EMBEDDED_SEND_QUEUE', 30_000),
  queueSize: countFromEnv('BENCH_EMBEDDED_QUEUE', 8_000),
  /** p99 under 100 ms at 10 connections for these phases (docs/perf/README.md). */
  p99Ms: 100,
  judged: ['list', 'detail', 'create', 'receive'] as readonly string[],
} as const;

export const embeddedKey = (name: string) => `${EMBEDDED.prefix}-${name}`;

/** The ceiling of the embedded server: the same SELECT 1 route, on PGlite. */
export const EMBEDDED_CEILING = embeddedKey('select1');

/** Whether a phase of the embedded mode runs; its ceiling runs whenever any of them does. */
export function embeddedPhaseSelected(key: string): boolean {
  if (key === EMBEDDED_CEILING) return embeddedSelected();
  return phaseSelected(key);
}

const isEmbeddedFilter = (part: string) => part === EMBEDDED.prefix || part.startsWith(`${EMBEDDED.prefix}-`);

/** Some phase of the embedded mode is selected (every phase is, without a filter). */
export function embeddedSelected(filter: readonly string[] = PHASE_FILTER): boolean {
  return filter.length === 0 || filter.some(isEmbeddedFilter);
}

/** Only phases of the embedded mode are selected: the run needs no PostgreSQL. */
export function onlyEmbeddedSelected(filter: readonly string[] = PHASE_FILTER): boolean {
  return filter.length > 0 && filter.every(isEmbeddedFilter);
}

/**
 * The server's CPU time per request against the latency: with everything on one event loop, each of N connections
 * waits for the others' requests, so p50 is about N times the CPU time per request.
 */
export function printEmbeddedCpu(phases: readonly PhaseResult[]): void {
  // PGlite runs in the server's process: the server's CPU is the embedded database's too.
  const measured = phases.filter((phase) => phase.cpu !== undefined);
  if (measured.length === 0) return;
  console.log(`\nEmbedded server CPU per request (p50 against ${EMBEDDED.connections} x CPU per request)`);
  for (const phase of measured) {
    const cpu = phase.cpu!.serverMs;
    console.log(
      `  ${phase.key.padEnd(18)} ${cpu.toFixed(2).padStart(6)} ms CPU; ${EMBEDDED.connections} x CPU = ` +
        `${(EMBEDDED.connections * cpu).toFixed(0).padStart(4)} ms; p50 ${phase.measured.p50Ms} ms`,
    );
  }
}

/** What the phases need from the prepared embedded database (embedded-data.ts). */
export interface EmbeddedFixtures {
  venueId: number;
  adminEmail: string;
  /** Regular (non-warehouse) stations. */
  stationIds: number[];
  /** A sample of the venue's orders: old and new, every status. */
  orderIds: number[];
  createTargets: CreateTarget[];
  /** Orders in the whole venue, demo and history. */
  orderCount: number;
}

function cycle<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('Nothing to cycle over');
  let index = 0;
  return () => items[index++ % items.length]!;
}

const at = <T extends Omit<Phase, 'connections'>>(phase: T): T & { connections: number } => ({
  ...phase,
  connections: EMBEDDED.connections,
});

const venueLabel = () => `embedded, Bistro Demo, ${EMBEDDED.connections} connections`;

/** The ceiling and the reads: they run on the database as prepared, before any write. */
export function embeddedReadPhases(fixtures: EmbeddedFixtures, token: string): Phase[] {
  const station = cycle(fixtures.stationIds);
  const order = cycle(fixtures.orderIds);
  return [
    at({
      key: EMBEDDED_CEILING,
      label: `ceiling: SELECT 1 (${venueLabel()})`,
      route: 'GET /api/bench/select1',
      token: null,
      next: () => ({ method: 'GET', path: '/api/bench/select1' }),
    }),
    at({
      key: embeddedKey('list'),
      label: `orders list, Expected tab (${venueLabel()})`,
      route: 'GET /api/orders/all/{stationId}?status=IN_PROGRESS,INCOMPLETE',
      token,
      next: () => ({ method: 'GET', path: `/api/orders/all/${station()}?${EXPECTED_TAB}` }),
    }),
    at({
      key: embeddedKey('detail'),
      label: `order detail (${venueLabel()})`,
      route: 'GET /api/orders/order/{id}',
      token,
      next: () => ({ method: 'GET', path: `/api/orders/order/${order()}` }),
    }),
  ];
}

const WRITE_LABELS: Record<WriteKind, string> = {
  create: 'create order (3 items)',
  send: 'send order',
  receive: 'receive order (10 items, 2 partial, 1 moved)',
};

/**
 * The writes, as the concentrated phases build them (one venue's admin over its stations), at the embedded
 * connection count. Create runs on the database as prepared; send and receive need the queues.
 */
export function embeddedWritePhases(
  kinds: readonly WriteKind[],
  fixtures: EmbeddedFixtures,
  token: string,
  queues: WriteQueues,
  now: Date,
): Phase[] {
  const today = venueToday(now);
  return kinds.map((kind) =>
    at({
      ...concentratedPhase(kind, fixtures.createTargets, token, queues, fixtures.venueId, today),
      key: embeddedKey(kind),
      label: `${WRITE_LABELS[kind]} (${venueLabel()})`,
    }),
  );
}

/** decision 0014's goal for the embedded default: p99 under 100 ms for the list, the detail, create and receive. */
export function embeddedVerdicts(phases: readonly PhaseResult[]): Verdict[] {
  return phases.flatMap((phase) => {
    const name = phase.key.slice(EMBEDDED.prefix.length + 1);
    if (!phase.key.startsWith(`${EMBEDDED.prefix}-`) || !EMBEDDED.judged.includes(name)) return [];
    const { measured } = phase;
    const failed = phase.warmup.non2xx + phase.warmup.errors + measured.non2xx + measured.errors;
    return [
      {
        budget: `${phase.label}: p99 < ${EMBEDDED.p99Ms} ms`,
        measured: `p99 ${measured.p99Ms} ms, p50 ${measured.p50Ms} ms, ${measured.requestsPerSecond.toFixed(0)} req/s`,
        // No answered request (or only failures) measures nothing: a miss, as for the reports.
        pass: measured.requests > 0 && failed === 0 && measured.p99Ms < EMBEDDED.p99Ms,
      },
    ];
  });
}

/** The heading of the embedded table: what ran, at which load. */
export const embeddedHeading = (fixtures: Pick<EmbeddedFixtures, 'orderCount'>) =>
  `Embedded database (PGlite, Bistro Demo with ${fixtures.orderCount} orders; ${EMBEDDED.connections} connections, ` +
  `${LOAD.seconds} s per route after ${LOAD.warmupSeconds} s warm-up)`;
