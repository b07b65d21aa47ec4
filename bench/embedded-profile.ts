/**
 * Where an embedded request's time goes (docs/perf/README.md, decision 0010 "The embedded default"): `npx tsx
 * bench/embedded-profile.ts` runs the embedded phases (BENCH_PHASES and BENCH_SECONDS apply) against the app in this
 * process on a prepared PGlite directory. PGlite is one connection: every query and every transaction takes one
 * lock for its whole duration, and its WebAssembly runs on the event loop. Per request it prints the lock's sections
 * (a transaction is one), the statements, the time queued for the lock, the time holding it and, of that, the time
 * spent in statements; the rest of a hold is BEGIN/COMMIT and JavaScript run while the lock was held.
 *
 * BENCH_PROFILE_TRACE=1: one request per phase alone (after warm-up), every statement with its time;
 * BENCH_PROFILE_TRACE=explain: the same, each write statement also run first under EXPLAIN (ANALYZE, BUFFERS)
 * (trigger times included) and rolled back. BENCH_PROFILE_CPU=<directory>: a V8 CPU profile per phase.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { openPglite } from '@/server/db/client';
import { DEMO_PASSWORD } from '@/server/db/seed/demo';
import { loadConfig } from '@/server/env';
import { createMailer } from '@/server/mail/mailer';
import { embeddedPhaseSelected, embeddedReadPhases, embeddedWritePhases } from './embedded';
import { addWriteQueues, prepareEmbeddedDatabase } from './embedded-data';
import { type Phase, runPhase } from './load';

interface Totals {
  sections: number;
  statements: number;
  waitMs: number;
  holdMs: number;
  execMs: number;
  maxHoldMs: number;
}

/** While set, every statement's text and time (one request at a time: BENCH_PROFILE_TRACE=1). */
let trace: { ms: number; text: string; plan?: string }[] | undefined;
/** BENCH_PROFILE_TRACE=explain: each traced write statement also runs under EXPLAIN ANALYZE first, rolled back. */
const EXPLAIN = process.env.BENCH_PROFILE_TRACE === 'explain';
const WRITE_STATEMENT = /^\s*(with|insert|update|delete)\b/i;

/** The plan with its trigger times, from a savepoint the statement's real run then starts from again. */
async function explained(tx: Transaction, text: string, params: unknown[] | undefined): Promise<string> {
  await tx.exec('savepoint profile_explain');
  try {
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await tx.exec('rollback to savepoint profile_explain');
  }
}

const zero = (): Totals => ({ sections: 0, statements: 0, waitMs: 0, holdMs: 0, execMs: 0, maxHoldMs: 0 });
let totals = zero();

type Run = <T>(work: () => Promise<T>) => Promise<T>;

/** Set by a transaction's callback: the section running now is a transaction, whose statements are timed apart. */
let sectionIsTransaction = false;

/** A lock's hold as one section: queued from `asked`, held from `started`; one statement unless a transaction. */
function timedSection(exclusive: Run): Run {
  return (work) => {
    const asked = performance.now();
    return exclusive(async () => {
      const started = performance.now();
      sectionIsTransaction = false;
      try {
        return await work();
      } finally {
        const held = performance.now() - started;
        totals.sections += 1;
        totals.waitMs += started - asked;
        totals.holdMs += held;
        totals.maxHoldMs = Math.max(totals.maxHoldMs, held);
        if (!sectionIsTransaction) {
          totals.statements += 1;
          totals.execMs += held;
        }
      }
    });
  };
}

/**
 * Times PGlite's locks: `_runExclusiveTransaction` (taken by query, exec and transaction) and the public
 * `runExclusive` a named statement runs under (src/server/db/pglite-named.ts). A section that is not a transaction is
 * one statement, executed for the whole hold; inside a transaction each statement is timed.
 */
function instrument(pglite: PGlite): void {
  const target = pglite as unknown as { _runExclusiveTransaction: Run; runExclusive: Run };
  target._runExclusiveTransaction = timedSection(target._runExclusiveTransaction.bind(pglite));
  target.runExclusive = timedSection(target.runExclusive.bind(pglite));
  const timed =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>, counted = true) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        return await run(...args);
      } finally {
        const ms = performance.now() - started;
        if (counted) {
          totals.statements += 1;
          totals.execMs += ms;
        }
        // The explain's own statements are not the request's.
        const text = String(args[0]).replace(/\s+/g, ' ');
        if (!/^(explain|savepoint|rollback to)/.test(text)) trace?.push({ ms, text });
      }
    };
  // Statements on their own are counted by their section; wrapped here only to trace their text.
  pglite.query = timed(pglite.query.bind(pglite), false) as typeof pglite.query;
  pglite.exec = timed(pglite.exec.bind(pglite), false) as typeof pglite.exec;
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (<T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      sectionIsTransaction = true;
      const wrapped = Object.create(tx) as Transaction;
      const query = timed(tx.query.bind(tx)) as Transaction['query'];
      wrapped.query = (async (text: string, params?: unknown[], options?: never) => {
        const plan =
          trace && EXPLAIN && WRITE_STATEMENT.test(text) ? await explained(tx, text, params) : undefined;
        const result = await query(text, params, options);
        if (plan) trace!.at(-1)!.plan = plan;
        return result;
      }) as Transaction['query'];
      wrapped.exec = timed(tx.exec.bind(tx)) as Transaction['exec'];
      return work(wrapped);
    })) as typeof pglite.transaction;
}

/**
 * BENCH_PROFILE_CPU=<directory>: a V8 CPU profile of each phase (this process: the app, PGlite and the load
 * generator), written as <directory>/<phase>.cpuprofile for Chrome DevTools or speedscope.
 */
async function startCpuProfile() {
  const directory = process.env.BENCH_PROFILE_CPU;
  if (!directory) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    stop: async (name: string) => {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(directory, { recursive: true });
      writeFileSync(join(directory, `${name}.cpuprofile`), JSON.stringify(profile));
    },
  };
}

/** Requests of a phase run one after the other before the traced one: caches warm, as under load. */
const TRACE_AFTER = 30;

/** One request of the phase alone (after TRACE_AFTER others), with every statement it ran. */
async function traceOne(app: FastifyInstance, phase: Phase, token: string): Promise<void> {
  let response;
  let total = 0;
  for (let round = 0; round <= TRACE_AFTER; round += 1) {
    const request = phase.next({});
    if (!request) return;
    trace = [];
    totals = zero();
    const started = performance.now();
    response = await app.inject({
      method: request.method,
      url: request.path,
      headers: { authorization: `Bearer ${request.token ?? token}` },
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
    total = performance.now() - started;
  }
  const statements = trace ?? [];
  trace = undefined;
  if (!response) return;
  const sum = statements.reduce((all, statement) => all + statement.ms, 0);
  console.log(
    `\n${phase.key}: HTTP ${response.statusCode}, ${total.toFixed(1)} ms, ${statements.length} statements ` +
      `${sum.toFixed(1)} ms; PGlite held ${totals.holdMs.toFixed(1)} ms in ${totals.sections} sections`,
  );
  for (const { ms, text, plan } of statements) {
    console.log(`  ${ms.toFixed(2).padStart(6)}  ${text.slice(0, 150)}`);
    if (plan) console.log(plan.replace(/^/gm, '          | '));
  }
}

async function main(): Promise<void> {
  const now = new Date();
  const directory = mkdtempSync(join(tmpdir(), 'nabavka-profile-embedded-'));
  const dataDir = join(directory, 'db');
  try {
    const fixtures = await prepareEmbeddedDatabase(dataDir, now);
    const queues = await addWriteQueues(dataDir, fixtures.venueId);
    const database = await openPglite({ dataDir });
    instrument(database.client);
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: directory,
      LOG_LEVEL: 'warn',
      BENCH_ROUTES: '1',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SMTP_URL: '',
    });
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: config.mailFrom,
      log: pino({ level: 'silent' }),
      print: () => undefined,
    });
    const app = await buildApp({ db: database.db, config, mailer, logger: false });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    // As in production: the outbox the receipts fill is sent (here: printed nowhere) while the load runs.
    mailer.start();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: fixtures.adminEmail, password: DEMO_PASSWORD },
      });
      const { jwt } = login.json<{ jwt: string }>();
      const phases: Phase[] = [
        ...embeddedReadPhases(fixtures, jwt),
        ...embeddedWritePhases(['create', 'send', 'receive'], fixtures, jwt, queues, now),
      ].filter((phase) => embeddedPhaseSelected(phase.key));
      if (process.env.BENCH_PROFILE_TRACE) {
        for (const phase of phases) await traceOne(app, phase, jwt);
        return;
      }
      console.log(
        'phase                 req/s  p50  p99 | per request: sections statements  wait ms  hold ms  exec ms | max hold ms',
      );
      for (const phase of phases) {
        totals = zero();
        const profiler = await startCpuProfile();
        const result = await runPhase(baseUrl, phase);
        await profiler?.stop(phase.key);
        const requests = result.warmup.requests + result.measured.requests;
        const per = (value: number) => (value / Math.max(requests, 1)).toFixed(2).padStart(8);
        console.log(
          `${phase.key.padEnd(20)} ${result.measured.requestsPerSecond.toFixed(0).padStart(6)} ` +
            `${String(result.measured.p50Ms).padStart(4)} ${String(result.measured.p99Ms).padStart(4)} |` +
            `${per(totals.sections)} ${per(totals.statements).padStart(10)} ${per(totals.waitMs)} ` +
            `${per(totals.holdMs)} ${per(totals.execMs)} | ${totals.maxHoldMs.toFixed(1).padStart(11)}`,
        );
      }
    } finally {
      await app.close();
      await mailer.stop();
      await database.close();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
