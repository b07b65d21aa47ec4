/**
 * `npm run bench` (issue 4): generates (or reuses) a large venue in the PostgreSQL of DATABASE_URL, starts the
 * production server on it, loads the hot routes one at a time next to the server's own ceilings, prints the results
 * with the budget verdicts of ARCHITECTURE.md, and writes bench/results/latest.json.
 *
 * Exit code: non-zero when any request failed (non-2xx or connection error) or the run itself failed. A missed
 * budget is reported, not fatal: the numbers depend on the machine.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/server/paths';
import { BENCH_PASSWORD, RECEIVE_QUEUE_SIZE } from './config';
import { withClient } from './db';
import { prepareReceiveQueue, readFixtures, restoreBenchData } from './fixtures';
import { ensureBenchData } from './generate';
import { type Phase, type PhaseResult, runPhase } from './load';
import { checkFilter, phaseFilter, selected } from './phase-filter';
import { isReportPhase, RECEIVE_PHASE_KEY, readPhases, receivePhase } from './phases';
import { failedRequests, printTable, printVerdicts, verdicts, writeResults } from './report';
import { buildServer, type RunningServer, startServer, stopServer } from './server';

const RESULTS_DIR = join(projectRoot(), 'bench', 'results');

let server: RunningServer | undefined;
let restoreVenueId: number | undefined;
/** Set by Ctrl-C/SIGTERM: the signal handler cleans up and exits; the run stops at the next phase. */
let interrupted = false;
let cleaning: Promise<void> | undefined;

/** Stops the server and restores the bench data; once, whoever asks first (the run or a signal). */
function cleanUp(databaseUrl: string): Promise<void> {
  cleaning ??= (async () => {
    if (server) await stopServer(server);
    if (restoreVenueId !== undefined) {
      const venueId = restoreVenueId;
      const { restored, deleted } = await withClient(databaseUrl, (client) =>
        restoreBenchData(client, venueId),
      );
      console.log(
        `Bench data restored: ${restored} queued orders delivered, ${deleted} created orders deleted`,
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
async function firstRequestMs(baseUrl: string, phase: Phase): Promise<number> {
  const request = phase.next();
  if (!request) throw new Error(`${phase.label}: no request`);
  const started = performance.now();
  const response = await fetch(`${baseUrl}${request.path}`, {
    headers: phase.token ? { authorization: `Bearer ${phase.token}` } : {},
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${phase.label}: first request answered HTTP ${response.status}`);
  return performance.now() - started;
}

async function load(baseUrl: string, phase: Phase): Promise<PhaseResult> {
  if (interrupted) throw new Interrupted();
  process.stdout.write(`  ${phase.label} … `);
  if (isReportPhase(phase.key)) {
    process.stdout.write(`first request ${(await firstRequestMs(baseUrl, phase)).toFixed(0)} ms, then `);
  }
  const result = await runPhase(baseUrl, phase);
  const { measured } = result;
  const failed = failedRequests(result);
  console.log(
    `${measured.requestsPerSecond.toFixed(0)} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms` +
      (failed > 0 ? `, ${failed} FAILED` : '') +
      (result.ranDry ? ' (queue ran dry)' : ''),
  );
  return result;
}

async function main(databaseUrl: string): Promise<number> {
  const filter = phaseFilter(process.env.BENCH_PHASES);
  const generation = await ensureBenchData(databaseUrl);

  console.log('Server');
  buildServer();
  server = await startServer(databaseUrl, RESULTS_DIR);
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
  checkFilter(filter, [...readPhases(fixtures, tokens).map((phase) => phase.key), RECEIVE_PHASE_KEY]);

  // The load generator shares the cores with the server and PostgreSQL; anything else running skews the figures.
  const loadBefore = loadavg()[0]!;
  console.log(`Load (machine load average before: ${loadBefore.toFixed(2)})`);
  const results: PhaseResult[] = [];
  const reads = readPhases(fixtures, tokens).filter((phase) => selected(filter, phase.key));
  for (const phase of reads) results.push(await load(baseUrl, phase));
  if (selected(filter, RECEIVE_PHASE_KEY)) {
    process.stdout.write(`  (preparing ${RECEIVE_QUEUE_SIZE} orders to receive … `);
    const queue = await withClient(databaseUrl, (client) =>
      prepareReceiveQueue(client, fixtures.big.venueId, RECEIVE_QUEUE_SIZE),
    );
    console.log(`${queue.length} ready)`);
    if (queue.length === 0) throw new Error('No order could be prepared for the receive phase');
    results.push(await load(baseUrl, receivePhase(queue, tokens.big)));
  }
  const loadAverage = { before: loadBefore, after: loadavg()[0]! };
  // A signal during the last phase: its handler cleans up and exits.
  if (interrupted) throw new Interrupted();

  await cleanUp(databaseUrl);

  printTable(results);
  const list = verdicts(results);
  printVerdicts(list);
  const failed = results.some((phase) => failedRequests(phase) > 0);
  const file = writeResults(RESULTS_DIR, {
    generation,
    loadAverage,
    phases: results,
    verdicts: list,
    failed,
  });
  console.log(`\nResults written to ${file}`);
  if (failed) console.error('Some requests failed (see non-2xx/errors above): exit code 1');
  return failed ? 1 : 0;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'npm run bench needs DATABASE_URL=postgres://user@host:5432/database: a real PostgreSQL it may fill with the ' +
      'bench data (under 1 GB), e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/nabavka_bench npm run bench',
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

main(databaseUrl).then(
  (code) => process.exit(code),
  async (error: unknown) => {
    // Interrupted: the signal handler is cleaning up and exits when done.
    if (interrupted) return;
    console.error(error);
    await cleanUp(databaseUrl).catch((cleanupError: unknown) => console.error(cleanupError));
    process.exit(1);
  },
);
