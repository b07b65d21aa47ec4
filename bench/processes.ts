/**
 * Two optional sections of `npm run bench` on PostgreSQL (README "Benchmark"), after the write phases:
 *
 * - `BENCH_PROCESSES=2` (or more): the same database served by several server processes, as behind a load balancer.
 *   For `SELECT 1`, the orders list and create (spread and on one venue), each selected by BENCH_PHASES, the phase
 *   runs on the first server alone and then on all of them, autocannon dealing its connections out in turn, so the
 *   two figures come from the same minute of the same run.
 * - `BENCH_METRICS=ab`: what Prometheus metrics cost the orders list. Two fresh servers start side by side, one
 *   without and one with METRICS_TOKEN (so neither has the first server's history of the run); the list alternates
 *   between them for BENCH_METRICS_ROUNDS rounds (3), and the one with metrics is scraped every 5 s meanwhile, as a
 *   busy Prometheus would.
 */
import { LOAD, phaseSelected } from './config';
import type { Phase, PhaseResult } from './load';
import { type RunningServer, startServerWith, stopServer } from './server';

function countFromEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, not "${raw}"`);
  return value;
}

export const PROCESSES = countFromEnv('BENCH_PROCESSES', 1, 4);
export const METRICS_AB = (process.env.BENCH_METRICS ?? '') === 'ab';
export const METRICS_ROUNDS = countFromEnv('BENCH_METRICS_ROUNDS', 3, 10);
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** The phases compared on one and on several processes. */
export const PROCESS_PHASE_KEYS = ['select1', 'list', 'create-spread', 'create-conc'];

export type LoadPhase = (
  baseUrl: string | readonly string[],
  phase: Phase,
  options: { serverPid: number | readonly number[] | undefined },
) => Promise<PhaseResult>;

interface SectionContext {
  databaseUrl: string;
  jwtSecret: string;
  first: RunningServer;
  resultsDir: string;
  /** Every phase of the run, by key. */
  phases: readonly Phase[];
  load: LoadPhase;
}

const pidOf = (server: RunningServer) => server.process.pid;

/** The servers beside the first, on the same database and secret (tokens of one are valid on all). */
async function startMore(context: SectionContext, count: number, env: Record<string, string>, name: string) {
  const started: RunningServer[] = [];
  try {
    for (let index = 0; index < count; index++) {
      started.push(
        await startServerWith(
          {
            DATABASE_URL: context.databaseUrl,
            DB_POOL_SIZE: process.env.BENCH_DB_POOL_SIZE ?? '20',
            JWT_SECRET: context.jwtSecret,
            ...env,
          },
          context.resultsDir,
          `server-${name}-${index + 2}.log`,
        ),
      );
    }
    return started;
  } catch (error) {
    for (const server of started) await stopServer(server);
    throw error;
  }
}

export async function runProcessesSection(context: SectionContext): Promise<PhaseResult[]> {
  const chosen = PROCESS_PHASE_KEYS.filter((key) => phaseSelected(key))
    .map((key) => context.phases.find((phase) => phase.key === key))
    .filter((phase): phase is Phase => phase !== undefined);
  if (chosen.length === 0) return [];
  console.log(`Processes: the same phases on 1 and on ${PROCESSES} server processes (same database)`);
  const others = await startMore(context, PROCESSES - 1, { METRICS_TOKEN: '' }, 'process');
  const all = [context.first, ...others];
  const results: PhaseResult[] = [];
  try {
    for (const phase of chosen) {
      results.push(
        await context.load(
          context.first.baseUrl,
          { ...phase, key: `${phase.key}@1p`, label: `${phase.label} (1 process)` },
          { serverPid: pidOf(context.first) },
        ),
      );
      results.push(
        await context.load(
          all.map((server) => server.baseUrl),
          { ...phase, key: `${phase.key}@${PROCESSES}p`, label: `${phase.label} (${PROCESSES} processes)` },
          { serverPid: all.map(pidOf).filter((pid): pid is number => pid !== undefined) },
        ),
      );
    }
  } finally {
    for (const server of others) await stopServer(server);
  }
  return results;
}

/** Scrapes /metrics every `everyMs` until stopped; answers the scrapes and their slowest time. */
function scrapeWhile(
  server: RunningServer,
  everyMs: number,
): () => Promise<{ scrapes: number; slowestMs: number }> {
  let scrapes = 0;
  let slowestMs = 0;
  const scrape = async () => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/metrics answered HTTP ${response.status}`);
    scrapes += 1;
    slowestMs = Math.max(slowestMs, performance.now() - started);
  };
  let failure: unknown;
  const timer = setInterval(() => void scrape().catch((error: unknown) => (failure = error)), everyMs);
  return async () => {
    clearInterval(timer);
    await scrape();
    if (failure) throw failure;
    return { scrapes, slowestMs };
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runMetricsSection(context: SectionContext): Promise<PhaseResult[]> {
  const list = context.phases.find((phase) => phase.key === 'list');
  if (!list) return [];
  console.log(
    `Metrics: the orders list without and with METRICS_TOKEN, ${METRICS_ROUNDS} alternating rounds ` +
      `(${LOAD.seconds} s each; /metrics scraped every 5 s)`,
  );
  const [withoutMetrics] = await startMore(context, 1, { METRICS_TOKEN: '' }, 'metrics-off');
  const [withMetrics] = await startMore(context, 1, { METRICS_TOKEN }, 'metrics-on').catch(async (error) => {
    await stopServer(withoutMetrics!);
    throw error;
  });
  const results: { off: PhaseResult[]; on: PhaseResult[] } = { off: [], on: [] };
  try {
    for (let round = 1; round <= METRICS_ROUNDS; round++) {
      results.off.push(
        await context.load(
          withoutMetrics!.baseUrl,
          { ...list, key: `list-metrics-off-${round}`, label: `${list.label}, metrics off (round ${round})` },
          { serverPid: pidOf(withoutMetrics!) },
        ),
      );
      const stop = scrapeWhile(withMetrics!, 5_000);
      results.on.push(
        await context.load(
          withMetrics!.baseUrl,
          { ...list, key: `list-metrics-on-${round}`, label: `${list.label}, metrics on (round ${round})` },
          { serverPid: pidOf(withMetrics!) },
        ),
      );
      const { scrapes, slowestMs } = await stop();
      console.log(`    ${scrapes} scrapes of /metrics, the slowest ${slowestMs.toFixed(0)} ms`);
    }
  } finally {
    await stopServer(withMetrics!);
    await stopServer(withoutMetrics!);
  }
  const summary = (runs: PhaseResult[]) => ({
    p99: median(runs.map((run) => run.measured.p99Ms)),
    p50: median(runs.map((run) => run.measured.p50Ms)),
    rps: median(runs.map((run) => run.measured.requestsPerSecond)),
  });
  const off = summary(results.off);
  const on = summary(results.on);
  console.log(
    `  Metrics cost on the orders list (median of ${METRICS_ROUNDS}): p99 ${off.p99} -> ${on.p99} ms, ` +
      `p50 ${off.p50} -> ${on.p50} ms, ${off.rps.toFixed(0)} -> ${on.rps.toFixed(0)} req/s ` +
      `(${((100 * (on.rps - off.rps)) / off.rps).toFixed(1)} %)`,
  );
  return [...results.off, ...results.on];
}
