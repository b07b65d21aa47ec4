/**
 * `npm run bench`, step 5: the results table, the budget verdicts of ARCHITECTURE.md ("Budgets"), and
 * bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { micros, totalMs } from './cpu-meter';
import { join } from 'node:path';
import { BUDGET, LOAD, WRITE_GOALS } from './config';
import type { GenerationResult } from './generate';
import type { PhaseResult } from './load';
import { ONE_STATION_CREATE_KEY, WRITE_CEILING_KEY } from './write-phases';

export interface Verdict {
  budget: string;
  measured: string;
  pass: boolean;
}

/** Each hot read plain and as browsers ask for it (compressed). */
const HOT_READS = ['list', 'list-br', 'detail', 'detail-br', 'articles', 'articles-br'];

const pct = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(0)} %` : '-');
const rps = (phase: PhaseResult) => phase.measured.requestsPerSecond;
/** Shares of a few per cent need their tenth. */
const pct1 = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : '-');

export function failedRequests(phase: PhaseResult): number {
  const { warmup, measured } = phase;
  return warmup.non2xx + warmup.errors + measured.non2xx + measured.errors;
}

export function printTable(phases: readonly PhaseResult[], heading?: string): void {
  const noop = phases.find((p) => p.key === 'noop');
  const select1 = phases.find((p) => p.key === 'select1');
  const write1 = phases.find((p) => p.key === WRITE_CEILING_KEY);
  const rows = phases.map((phase) => [
    phase.label + (phase.ranDry ? ' (queue ran dry)' : ''),
    rps(phase).toFixed(0),
    String(phase.measured.p50Ms),
    String(phase.measured.p99Ms),
    String(phase.measured.bytesPerResponse),
    `${phase.measured.non2xx + phase.warmup.non2xx}/${phase.measured.errors + phase.warmup.errors}`,
    noop ? pct(rps(phase), rps(noop)) : '-',
    select1 ? pct(rps(phase), rps(select1)) : '-',
    // Only writes are compared with the committed-write ceiling; a read has no commit to wait for
    // (docs/perf/writes.md).
    write1 && isWritePhase(phase.key) ? pct(rps(phase), rps(write1)) : '-',
  ]);
  const header = [
    'route',
    'req/s',
    'p50 ms',
    'p99 ms',
    'bytes/answer',
    'non-2xx/errors',
    '% noop',
    '% select1',
    '% write1',
  ];
  printRows(
    heading ??
      `Results (${LOAD.connections} connections, ${LOAD.seconds} s per route after ${LOAD.warmupSeconds} s warm-up)`,
    header,
    rows,
  );
  for (const phase of phases) {
    for (const failure of phase.failures)
      console.log(`  ${phase.label}: HTTP ${failure.status} ${failure.body}`);
  }
}

/** The p99 budget of a report phase (keys report3m… and report12m…, bench/phases.ts), undefined for others. */
/** A heading and a table: the first column left-aligned, the figures right-aligned. */
function printRows(heading: string, header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(`\n${heading}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/**
 * docs/perf/writes.md's physical limit: CPU per request of each part in each phase's measured run. With the cores
 * saturated, a phase's share of `SELECT 1` is at most `SELECT 1`'s CPU per request over the phase's ("CPU bound").
 */
export function printCpuTable(phases: readonly PhaseResult[], heading: string): void {
  const select1 = phases.find((p) => p.key === 'select1')?.cpu;
  const measured = phases.filter((phase) => phase.cpu);
  if (measured.length === 0) return;
  const rows = measured.map((phase) => {
    const cpu = phase.cpu!;
    return [
      phase.label,
      micros(cpu.serverMs),
      micros(cpu.postgresMs),
      micros(cpu.generatorMs),
      micros(cpu.otherMs),
      micros(totalMs(cpu)),
      `${cpu.busyPercent} %`,
      select1 ? pct1(totalMs(select1), totalMs(cpu)) : '-',
      select1 ? pct1(rps(phase), rps(phases.find((p) => p.key === 'select1')!)) : '-',
    ];
  });
  printRows(
    heading,
    ['route', 'server', 'PostgreSQL', 'generator', 'other', 'total', 'busy', 'CPU bound', '% select1'],
    rows,
  );
}

function reportP99Limit(key: string): number | undefined {
  if (key === 'report3m' || key.startsWith('report3m-')) return BUDGET.hotReadP99Ms;
  if (key === 'report12m' || key.startsWith('report12m-')) return BUDGET.reportYearP99Ms;
  return undefined;
}

export function verdicts(phases: readonly PhaseResult[]): Verdict[] {
  const byKey = new Map(phases.map((phase) => [phase.key, phase]));
  const select1 = byKey.get('select1');
  const result: Verdict[] = [];
  for (const key of HOT_READS) {
    const phase = byKey.get(key);
    if (!phase || !select1) continue;
    result.push({
      budget: `${phase.label}: p99 < ${BUDGET.hotReadP99Ms} ms`,
      measured: `p99 ${phase.measured.p99Ms} ms`,
      pass: phase.measured.p99Ms < BUDGET.hotReadP99Ms,
    });
    const share = rps(phase) / rps(select1);
    result.push({
      budget: `${phase.label}: >= ${BUDGET.hotReadShareOfSelect1 * 100} % of SELECT 1 throughput`,
      measured: `${rps(phase).toFixed(0)} req/s = ${(share * 100).toFixed(0)} % of ${rps(select1).toFixed(0)}`,
      pass: share >= BUDGET.hotReadShareOfSelect1,
    });
  }
  // Every report scope (venue, station, category): 3 months within the hot-read p99, 12 months within their own.
  for (const phase of phases) {
    const limit = reportP99Limit(phase.key);
    if (limit === undefined) continue;
    result.push({
      budget: `${phase.label}: p99 < ${limit} ms`,
      measured: `p99 ${phase.measured.p99Ms} ms, ${rps(phase).toFixed(0)} req/s`,
      // A phase whose every request failed or timed out has no latency to judge (p99 reads 0): a miss.
      pass: phase.measured.requests > 0 && failedRequests(phase) === 0 && phase.measured.p99Ms < limit,
    });
  }
  if (select1)
    result.push(...writeVerdicts(phases, rps(select1)), ...oneStationVerdict(phases, rps(select1)));
  const small = byKey.get('history1k');
  const large = byKey.get('history200k');
  if (small && large) {
    const allowedP50 = small.measured.p50Ms * BUDGET.historyGrowthFactor + BUDGET.historyGrowthSlackMs;
    result.push({
      budget: `orders list does not slow down with history: p50 at 200 000 orders <= ${BUDGET.historyGrowthFactor} x p50 at 1 000 + ${BUDGET.historyGrowthSlackMs} ms, throughput >= 1/${BUDGET.historyGrowthFactor}`,
      measured:
        `1 000 orders: p50 ${small.measured.p50Ms} ms, p99 ${small.measured.p99Ms} ms, ${rps(small).toFixed(0)} req/s; ` +
        `200 000 orders: p50 ${large.measured.p50Ms} ms, p99 ${large.measured.p99Ms} ms, ${rps(large).toFixed(0)} req/s`,
      pass: large.measured.p50Ms <= allowedP50 && rps(large) * BUDGET.historyGrowthFactor >= rps(small),
    });
  }
  return result;
}

const WRITE_PHASE = /^(create|send|receive)-(spread|conc)$/;
const isWritePhase = (key: string) =>
  WRITE_PHASE.test(key) || key === ONE_STATION_CREATE_KEY || key.startsWith('write');

/**
 * Decision 0020: creates on one station reach at least the share of creates over the venue's 20 stations (the
 * station's row and counters serialise its writes; numbering must add no wait of its own). Nothing when either
 * did not run.
 */
function oneStationVerdict(phases: readonly PhaseResult[], select1: number): Verdict[] {
  const station = phases.find((p) => p.key === ONE_STATION_CREATE_KEY);
  const twenty = phases.find((p) => p.key === 'create-conc');
  if (!station || !twenty || select1 <= 0) return [];
  return [
    {
      budget: `${station.label}: >= the share of ${twenty.label}`,
      measured:
        `${rps(station).toFixed(0)} req/s = ${pct1(rps(station), select1)}, p99 ${station.measured.p99Ms} ms; ` +
        `20 stations: ${rps(twenty).toFixed(0)} req/s = ${pct1(rps(twenty), select1)}`,
      pass: rps(station) >= rps(twenty),
    },
  ];
}

/**
 * Each write phase (key `<kind>-spread` or `<kind>-conc`) against its goal, with its share of the
 * committed-write ceiling (how close it is to what the disk's flushes allow) when that ran (docs/perf/README.md).
 */
function writeVerdicts(phases: readonly PhaseResult[], select1: number): Verdict[] {
  const write1 = phases.find((p) => p.key === WRITE_CEILING_KEY);
  return phases.flatMap((phase) => {
    const match = WRITE_PHASE.exec(phase.key);
    if (!match) return [];
    const kind = match[1] as keyof typeof WRITE_GOALS.spread;
    const goal = WRITE_GOALS[match[2] === 'spread' ? 'spread' : 'concentrated'][kind];
    const share = select1 > 0 ? rps(phase) / select1 : 0;
    return [
      {
        budget: `${phase.label}: >= ${goal.share * 100} % of SELECT 1 and p99 < ${goal.p99Ms} ms`,
        measured:
          `${rps(phase).toFixed(0)} req/s = ${(share * 100).toFixed(1)} %, p99 ${phase.measured.p99Ms} ms` +
          (write1
            ? `; ${pct(rps(phase), rps(write1))} of one committed write (${rps(write1).toFixed(0)} req/s)`
            : ''),
        pass: share >= goal.share && phase.measured.p99Ms < goal.p99Ms,
      },
    ];
  });
}

export function printVerdicts(list: readonly Verdict[]): void {
  console.log('\nBudgets (ARCHITECTURE.md)');
  for (const verdict of list)
    console.log(`  ${verdict.pass ? 'PASS' : 'MISS'}  ${verdict.budget}\n        ${verdict.measured}`);
}

export function writeResults(
  directory: string,
  content: {
    /** The PostgreSQL bench data; null when only the embedded mode ran. */
    generation: GenerationResult | null;
    /** What the embedded mode loaded (docs/perf/README.md), when it ran. */
    embedded?: Record<string, unknown>;
    /** One-minute load average of the machine before and after the load phases. */
    loadAverage: { before: number; after: number };
    phases: readonly PhaseResult[];
    verdicts: readonly Verdict[];
    failed: boolean;
  },
): string {
  mkdirSync(directory, { recursive: true });
  const file = join(directory, 'latest.json');
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version };
  const json = { finishedAt: new Date().toISOString(), machine, load: LOAD, budget: BUDGET, ...content };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return file;
}
