/**
 * `npm run bench`, last section (docs/perf/writes.md): the production server on a fresh embedded database in a
 * temporary directory, removed afterwards. The reads and create run on the database as `npm start` leaves it plus a
 * year of history; then the server is stopped so the send and receive queues can be inserted into the directory it
 * owns while it runs, and started again for those two phases.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@/server/db/seed/demo';
import {
  EMBEDDED,
  type EmbeddedFixtures,
  embeddedPhaseSelected,
  embeddedReadPhases,
  embeddedWritePhases,
} from './embedded';
import { addWriteQueues, prepareEmbeddedDatabase } from './embedded-data';
import type { Phase, PhaseResult } from './load';
import { type RunningServer, startServerWith, stopServer } from './server';
import type { WriteKind } from './write-phases';

let server: RunningServer | undefined;
let directory: string | undefined;

/** Stops the embedded server and removes its directory; safe to call twice (the run's end, a signal). */
export async function cleanUpEmbedded(): Promise<void> {
  if (server) await stopServer(server);
  server = undefined;
  if (directory) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
}

// Last resort if the process ends some other way: no server left running, no database left behind.
process.once('exit', () => {
  server?.process.kill('SIGKILL');
  if (directory) rmSync(directory, { recursive: true, force: true });
});

async function start(dataDir: string, resultsDir: string): Promise<RunningServer> {
  // DATABASE_URL empty: the server opens PGlite in DATA_DIR/db, as `npm start` does without one.
  server = await startServerWith({ DATABASE_URL: '', DATA_DIR: dataDir }, resultsDir, 'server-embedded.log');
  return server;
}

async function login(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Login of ${email} failed: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

export interface EmbeddedOutcome {
  results: PhaseResult[];
  fixtures: EmbeddedFixtures;
  /** Seconds spent preparing the database (migrations, demo, history) and the queues. */
  prepareSeconds: number;
}

export async function runEmbedded(
  resultsDir: string,
  load: (baseUrl: string, phase: Phase, options: { serverPid: number | undefined }) => Promise<PhaseResult>,
): Promise<EmbeddedOutcome> {
  const now = new Date();
  directory = mkdtempSync(join(tmpdir(), 'nabavka-bench-embedded-'));
  const dataDir = join(directory, 'db');
  try {
    console.log(`Embedded database (${directory})`);
    let started = performance.now();
    process.stdout.write(
      `  (migrations, demo data and ${EMBEDDED.historyOrders} orders of history for Bistro Demo … `,
    );
    const fixtures = await prepareEmbeddedDatabase(dataDir, now);
    let prepareSeconds = (performance.now() - started) / 1000;
    console.log(`${prepareSeconds.toFixed(1)} s, ${fixtures.orderCount} orders)`);

    const results: PhaseResult[] = [];
    const run = async (phases: Phase[]) => {
      for (const phase of phases.filter((p) => embeddedPhaseSelected(p.key))) {
        results.push(await load(server!.baseUrl, phase, { serverPid: server!.process.pid }));
      }
    };
    const noQueues = { send: [], receive: [] };
    const first = await start(directory, resultsDir);
    console.log(`  listening on ${first.baseUrl} (log: ${first.logFile})`);
    let token = await login(first.baseUrl, fixtures.adminEmail);
    await run([
      ...embeddedReadPhases(fixtures, token),
      ...embeddedWritePhases(['create'], fixtures, token, noQueues, now),
    ]);

    const queued: WriteKind[] = ['send', 'receive'];
    if (queued.some((kind) => embeddedPhaseSelected(`${EMBEDDED.prefix}-${kind}`))) {
      await stopServer(first);
      server = undefined;
      started = performance.now();
      process.stdout.write(
        `  (preparing ${EMBEDDED.sendQueueSize} orders to send and ${EMBEDDED.queueSize} to receive … `,
      );
      const queues = await addWriteQueues(dataDir, fixtures.venueId);
      const queueSeconds = (performance.now() - started) / 1000;
      prepareSeconds += queueSeconds;
      console.log(`${queueSeconds.toFixed(1)} s)`);
      const second = await start(directory, resultsDir);
      token = await login(second.baseUrl, fixtures.adminEmail);
      await run(embeddedWritePhases(queued, fixtures, token, queues, now));
    }
    return { results, fixtures, prepareSeconds };
  } finally {
    await cleanUpEmbedded();
  }
}
