/**
 * `npm run bench` (docs/perf/README.md): generates (or reuses) a large venue in the PostgreSQL of DATABASE_URL,
 * starts the production server on it, loads the hot routes one at a time next to the server's own ceilings, prints
 * the results with the budget verdicts of ARCHITECTURE.md, and writes bench/results/latest.json.
 *
 * Exit code: non-zero when any request failed (non-2xx or connection error) or the run itself failed. A missed
 * budget is reported, not fatal: the numbers depend on the machine.
 *
 * The embedded mode (docs/perf/writes.md, bench/embedded-run.ts) runs last, on its own server over PGlite; with only
 * its phases selected (`BENCH_PHASES=embedded`) the run needs no PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '@/server/paths';
import { BENCH_PASSWORD, phaseSelected, SMALL, writeQueueSize } from './config';
import { formatCpu } from './cpu-meter';
import { connect, withClient } from './db';
import {
  EMBEDDED,
  EMBEDDED_CEILING,
  embeddedHeading,
  printEmbeddedCpu,
  embeddedSelected,
  embeddedVerdicts,
  onlyEmbeddedSelected,
} from './embedded';
import { cleanUpEmbedded, type EmbeddedOutcome, runEmbedded } from './embedded-run';
import { readFixtures, restoreBenchData } from './fixtures';
import { ensureBenchData } from './generate';
import { type Phase, type PhaseResult, runPhase } from './load';
import { isReportPhase, readPhases } from './phases';
import { METRICS_AB, PROCESSES, runMetricsSection, runProcessesSection } from './processes';
import {
  failedRequests,
  printCpuTable,
  printTable,
  printVerdicts,
  type Verdict,
  verdicts,
  writeResults,
} from './report';
import { buildServer, type RunningServer, startServer, stopServer } from './server';
import { formatWaits, sampleWaits } from './wait-sampler';
import { formatWal, sampleWal, walPerRequest } from './wal-meter';
import { BENCH_WRITE_TABLE, CREATE_BENCH_WRITE_TABLE } from '@/server/modules/bench/bench.public';
import { isWriteCeiling, writeCeilingPhases, writePhases } from './write-phases';
import { prepareWriteQueues, readSpreadVenues, removeWriteQueues, writeVenueIds } from './write-queue';

const RESULTS_DIR = join(projectRoot(), 'bench', 'results');

let server: RunningServer | undefined;
let restoreVenueId: number | undefined;
/** Set by Ctrl-C/SIGTERM: the signal handler cleans up and exits; the run stops at the next phase. */
let interrupted = false;
let cleaning: Promise<void> | undefined;

/** Stops the servers and restores the bench data; once, whoever asks first (the run or a signal). */
function cleanUp(databaseUrl: string | undefined): Promise<void> {
  cleaning ??= (async () => {
    await cleanUpEmbedded();
    if (server) await stopServer(server);
    if (restoreVenueId !== undefined && databaseUrl) {
      const venueId = restoreVenueId;
      const { restored, deleted } = await withClient(databaseUrl, async (client) => {
        const restoredBig = await restoreBenchData(client, venueId);
        const removed = await removeWriteQueues(client, await writeVenueIds(client));
        return { ...restoredBig, deleted: restoredBig.deleted + removed };
      });
      console.log(
        `Bench data restored: ${restored} queued orders delivered, ${deleted} created or queued orders deleted`,
      );
    }
  })();
  return cleaning;
}

class Interrupted extends Error {}

async function login(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: BENCH_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Login of ${email} failed: HTTP ${response.status} ${await response.text()}`);
  const { jwt } = (await response.json()) as { jwt: string };
  return jwt;
}

/**
 * A report is computed on its first request and cached until its data changes (docs/decisions/0009-report-speed.md):
 * that first request is timed alone, so the load that follows measures what an admin paging through it sees.
 */
async function firstRequestMs(baseUrl: string | readonly string[], phase: Phase): Promise<number> {
  const request = phase.next({});
  if (!request) throw new Error(`${phase.label}: no request`);
  const started = performance.now();
  const response = await fetch(`${typeof baseUrl === 'string' ? baseUrl : baseUrl[0]}${request.path}`, {
    headers: phase.token ? { authorization: `Bearer ${phase.token}` } : {},
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${phase.label}: first request answered HTTP ${response.status}`);
  return performance.now() - started;
}

/**
 * Runs one phase, with the CPU of the server's process `serverPid` apart from PostgreSQL's; with `samplerUrl` (write
 * phases) PostgreSQL's waits are sampled alongside.
 */
async function load(
  baseUrl: string | readonly string[],
  phase: Phase,
  { serverPid, samplerUrl }: { serverPid: number | readonly number[] | undefined; samplerUrl?: string },
): Promise<PhaseResult> {
  if (interrupted) throw new Interrupted();
  process.stdout.write(`  ${phase.label} … `);
  if (isReportPhase(phase.key)) {
    process.stdout.write(`first request ${(await firstRequestMs(baseUrl, phase)).toFixed(0)} ms, then `);
  }
  const sampler = samplerUrl ? await connect(samplerUrl) : undefined;
  // Every write phase starts right after a checkpoint: the first change of each page after one writes the whole page
  // to the WAL, so a phase that a checkpoint happened to precede would pay more WAL than its neighbours.
  if (sampler) await sampler.query('checkpoint');
  const walBefore = sampler ? await sampleWal(sampler) : undefined;
  const stop = sampler ? sampleWaits(sampler) : undefined;
  let result: PhaseResult;
  try {
    result = await runPhase(baseUrl, phase, serverPid);
    if (stop) result.waits = await stop();
    if (sampler && walBefore) {
      // The WAL is counted over the warm-up and the measured run: a per-request figure either way.
      const requests = result.warmup.requests + (result.ranDry ? 0 : result.measured.requests);
      const wal = walPerRequest(walBefore, await sampleWal(sampler), requests);
      if (wal) result.wal = wal;
    }
  } finally {
    await sampler?.end();
  }
  const { measured } = result;
  const failed = failedRequests(result);
  console.log(
    `${measured.requestsPerSecond.toFixed(0)} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms` +
      (failed > 0 ? `, ${failed} FAILED` : '') +
      (result.ranDry ? ' (queue ran dry)' : ''),
  );
  if (result.cpu) console.log(formatCpu(result.cpu));
  if (result.wal) console.log(formatWal(result.wal));
  if (result.waits) console.log(formatWaits(result.waits));
  return result;
}

/** The small venues' users, and queue orders to send and receive on every venue written to (decision 0014). */
async function prepareWrites(
  baseUrl: string,
  databaseUrl: string,
  fixtures: Awaited<ReturnType<typeof readFixtures>>,
  bigToken: string,
): Promise<Phase[]> {
  const queueSize = writeQueueSize();
  const perVenue = Math.ceil(queueSize / SMALL.count);
  process.stdout.write(
    queueSize === 0
      ? '  (no send or receive phase selected: no orders queued … '
      : `  (preparing ${perVenue} orders per small venue and ${queueSize} on the big one to send and receive … `,
  );
  const { venues, queues } = await withClient(databaseUrl, async (client) => {
    // The write ceilings' table lives on the bench database only, never in the product schema.
    await client.query(CREATE_BENCH_WRITE_TABLE);
    await client.query(`truncate ${BENCH_WRITE_TABLE}`);
    const spread = await readSpreadVenues(client);
    const prepared = await prepareWriteQueues(client, [
      { venueIds: spread.map((venue) => venue.venueId), perVenue },
      { venueIds: [fixtures.big.venueId], perVenue: queueSize },
    ]);
    return { venues: spread, queues: prepared };
  });
  const spreadTokens: string[] = [];
  for (const venue of venues) spreadTokens.push(await login(baseUrl, venue.email));
  console.log(`${queues.send.length} to send, ${queues.receive.length} to receive)`);
  return [
    ...writeCeilingPhases(),
    ...writePhases({
      venues,
      spreadTokens,
      targets: fixtures.big.createTargets,
      bigToken,
      bigVenueId: fixtures.big.venueId,
      queues,
      now: new Date(),
    }),
  ];
}

async function main(databaseUrl: string): Promise<number> {
  const generation = await ensureBenchData(databaseUrl);

  console.log('Server');
  buildServer();
  // One secret for every server of the run: BENCH_PROCESSES and BENCH_METRICS start more on the same database.
  const jwtSecret = randomBytes(48).toString('base64url');
  server = await startServer(databaseUrl, RESULTS_DIR, { JWT_SECRET: jwtSecret, METRICS_TOKEN: '' });
  console.log(`  listening on ${server.baseUrl} (log: ${server.logFile})`);
  const { baseUrl } = server;

  const fixtures = await withClient(databaseUrl, async (client) => {
    const found = await readFixtures(client);
    // A killed earlier run may have left queue orders expected and created orders behind.
    await restoreBenchData(client, found.big.venueId);
    return found;
  });
  restoreVenueId = fixtures.big.venueId;
  const tokens = {
    big: await login(baseUrl, fixtures.big.adminEmail),
    small: await login(baseUrl, fixtures.small.adminEmail),
  };

  // The load generator shares the cores with the server and PostgreSQL; anything else running skews the figures.
  const loadBefore = loadavg()[0]!;
  console.log(`Load (machine load average before: ${loadBefore.toFixed(2)})`);
  const results: PhaseResult[] = [];
  const reads = readPhases(fixtures, tokens);
  for (const phase of reads.filter((p) => phaseSelected(p.key)))
    results.push(await load(baseUrl, phase, { serverPid: server.process.pid }));
  const writes = await prepareWrites(baseUrl, databaseUrl, fixtures, tokens.big);
  // The write ceilings run whenever a write phase does: the write phases' shares are of them.
  const anyWrite = writes.some((p) => !isWriteCeiling(p.key) && phaseSelected(p.key));
  for (const phase of writes.filter((p) => (isWriteCeiling(p.key) ? anyWrite : phaseSelected(p.key))))
    results.push(await load(baseUrl, phase, { serverPid: server.process.pid, samplerUrl: databaseUrl }));
  const section = {
    databaseUrl,
    jwtSecret,
    first: server,
    resultsDir: RESULTS_DIR,
    phases: [...reads, ...writes],
    load,
  };
  if (PROCESSES > 1) results.push(...(await runProcessesSection(section)));
  if (METRICS_AB) results.push(...(await runMetricsSection(section)));
  const loadAverage = { before: loadBefore, after: loadavg()[0]! };
  // A signal during the last phase: its handler cleans up and exits.
  if (interrupted) throw new Interrupted();

  // The PostgreSQL server stops (and its data is restored) before the embedded one starts: one server at a time.
  await cleanUp(databaseUrl);
  // Restored; a later clean-up (a signal during the embedded mode) has only the embedded server to stop.
  restoreVenueId = undefined;
  cleaning = undefined;
  const embedded = embeddedSelected() ? await runEmbedded(RESULTS_DIR, load) : undefined;
  if (embedded) loadAverage.after = loadavg()[0]!;

  printTable(results);
  printCpuTable(results, 'CPU per request (the two cores: server, PostgreSQL, load generator, other)');
  return report(results, verdicts(results), { generation, loadAverage, embedded });
}

/** `BENCH_PHASES=embedded…`: the embedded mode alone, no PostgreSQL needed. */
async function mainEmbedded(): Promise<number> {
  buildServer();
  const loadBefore = loadavg()[0]!;
  const embedded = await runEmbedded(RESULTS_DIR, load);
  return report([], [], {
    generation: null,
    loadAverage: { before: loadBefore, after: loadavg()[0]! },
    embedded,
  });
}

/** The embedded table after the PostgreSQL one, every verdict, and the results file; answers the exit code. */
function report(
  results: PhaseResult[],
  list: Verdict[],
  context: {
    generation: Awaited<ReturnType<typeof ensureBenchData>> | null;
    loadAverage: { before: number; after: number };
    embedded: EmbeddedOutcome | undefined;
  },
): number {
  const { embedded } = context;
  const phases = [...results, ...(embedded?.results ?? [])];
  if (embedded) {
    // The share column is of the embedded server's own SELECT 1.
    const asCeiling = (phase: PhaseResult) =>
      phase.key === EMBEDDED_CEILING ? { ...phase, key: 'select1' } : phase;
    printTable(embedded.results.map(asCeiling), embeddedHeading(embedded.fixtures));
    printCpuTable(embedded.results.map(asCeiling), 'Embedded: CPU per request (the server includes PGlite)');
    printEmbeddedCpu(embedded.results);
    list.push(...embeddedVerdicts(embedded.results));
  }
  printVerdicts(list);
  const failed = phases.some((phase) => failedRequests(phase) > 0);
  const file = writeResults(RESULTS_DIR, {
    generation: context.generation,
    loadAverage: context.loadAverage,
    ...(embedded
      ? {
          embedded: {
            connections: EMBEDDED.connections,
            historyOrders: EMBEDDED.historyOrders,
            orders: embedded.fixtures.orderCount,
            queueSize: EMBEDDED.queueSize,
            sendQueueSize: EMBEDDED.sendQueueSize,
            prepareSeconds: embedded.prepareSeconds,
          },
        }
      : {}),
    phases,
    verdicts: list,
    failed,
  });
  console.log(`\nResults written to ${file}`);
  if (failed) console.error('Some requests failed (see non-2xx/errors above): exit code 1');
  return failed ? 1 : 0;
}

const embeddedOnly = onlyEmbeddedSelected();
const databaseUrl = embeddedOnly ? undefined : process.env.DATABASE_URL;
if (!embeddedOnly && (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl))) {
  console.error(
    'npm run bench needs DATABASE_URL=postgres://user@host:5432/database: a real PostgreSQL it may fill with the ' +
      'bench data (under 1 GB), e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/nabavka_bench npm run bench. ' +
      'The embedded mode alone needs none: BENCH_PHASES=embedded npm run bench',
  );
  process.exit(2);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the server and restoring the bench data`);
    cleanUp(databaseUrl)
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(130));
  });
}
// Last resort if the process ends some other way: never leave the server running.
process.once('exit', () => server?.process.kill('SIGKILL'));

(databaseUrl ? main(databaseUrl) : mainEmbedded()).then(
  (code) => process.exit(code),
  async (error: unknown) => {
    // Interrupted: the signal handler is cleaning up and exits when done.
    if (interrupted) return;
    console.error(error);
    await cleanUp(databaseUrl).catch((cleanupError: unknown) => console.error(cleanupError));
    process.exit(1);
  },
);
