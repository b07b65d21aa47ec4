/**
 * `npm run bench`, step 4: one route at a time under autocannon (50 connections), after a short warm-up. A phase
 * hands out its requests one by one (next()), so a route can cycle over many ids or consume a finite queue.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { IDEMPOTENCY_KEYS, LOAD } from './config';
import { type CpuPerRequest, cpuPerRequest, sampleCpu } from './cpu-meter';
import type { WaitSummary } from './wait-sampler';
import type { WalPerRequest } from './wal-meter';

export interface PlannedRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Bearer token of this request when it differs from the phase's (spread writes act as each venue's user). */
  token?: string;
}

/** What one request carries from its setup to its answer (autocannon's per-request context). */
export type RequestContext = Record<string, unknown>;

export interface Phase {
  key: string;
  label: string;
  /** The route as documented, for the report. */
  route: string;
  /** Bearer token of the bench user the phase acts as; null for unauthenticated routes. */
  token: string | null;
  /** Further request headers (Accept-Encoding for the compressed variants). */
  headers?: Record<string, string>;
  /** Concurrent connections when the phase's budget names its own (reports); LOAD.connections otherwise. */
  connections?: number;
  /** The next request; undefined when a finite input (the receive queue) is used up. */
  next(context: RequestContext): PlannedRequest | undefined;
  /** Called before each run of the phase (warm-up, measured). */
  begin?(): void;
  /** Called with each answer's context (a spread phase hands the request's venue back here). */
  answered?(context: RequestContext, status: number, body: string): void;
}

export interface Failure {
  status: number;
  body: string;
}

export interface LoadStats {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Bytes received per answer, headers included: what compression saves on the wire. */
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export interface PhaseResult extends Omit<Phase, 'next' | 'begin' | 'answered' | 'token' | 'headers'> {
  warmup: LoadStats;
  measured: LoadStats;
  /** The input ran out before the time was up; the rest of the run was filler requests to the noop route. */
  ranDry: boolean;
  fillerRequests: number;
  failures: Failure[];
  /** PostgreSQL's waits sampled during the phase (write phases). */
  waits?: WaitSummary;
  /** Where the machine's CPU went per request in the measured run (bench/cpu-meter.ts). */
  cpu?: CpuPerRequest;
  /** PostgreSQL's write-ahead log per request (write phases; bench/wal-meter.ts). */
  wal?: WalPerRequest;
}

const MAX_FAILURE_SAMPLES = 5;
const FILLER: PlannedRequest = { method: 'GET', path: '/api/bench/noop' };

/**
 * `serverPid`: the server's process (or processes), whose CPU the measured run's breakdown names apart from
 * PostgreSQL's. Several base URLs: autocannon deals the connections out to them in turn (BENCH_PROCESSES=2).
 */
export async function runPhase(
  baseUrl: string | readonly string[],
  phase: Phase,
  serverPid?: number | readonly number[],
): Promise<PhaseResult> {
  const failures: Failure[] = [];
  const state = { ranDry: false, filler: 0 };
  let cpuBefore = sampleCpu(serverPid);
  const warmup = await fire(baseUrl, phase, LOAD.warmupSeconds, failures, state);
  state.filler = 0;
  if (!state.ranDry) cpuBefore = sampleCpu(serverPid);
  const measured = state.ranDry ? warmup : await fire(baseUrl, phase, LOAD.seconds, failures, state);
  const cpu = cpuPerRequest(cpuBefore, sampleCpu(serverPid), measured.requests);
  return {
    key: phase.key,
    label: phase.label,
    route: phase.route,
    ...(phase.connections === undefined ? {} : { connections: phase.connections }),
    warmup,
    measured,
    ranDry: state.ranDry,
    fillerRequests: state.filler,
    failures,
    ...(cpu ? { cpu } : {}),
  };
}

function fire(
  baseUrl: string | readonly string[],
  phase: Phase,
  seconds: number,
  failures: Failure[],
  state: { ranDry: boolean; filler: number },
): Promise<LoadStats> {
  phase.begin?.();
  return new Promise((resolve, reject) => {
    // setupRequest needs the instance that autocannon() is still creating.
    const control: { instance?: autocannon.Instance } = {};
    const request: autocannon.Request = {
      setupRequest: (req, context) => {
        let planned = phase.next(context as RequestContext);
        if (!planned) {
          // autocannon cannot skip a request (a falsy answer ends in an exception on the first one): stop the run
          // and send harmless filler until it notices, at its next one-second tick.
          state.ranDry = true;
          state.filler += 1;
          control.instance?.stop();
          planned = FILLER;
        }
        // autocannon writes a body's Content-Length into the headers object it hands every request: each request
        // gets its own copy without it, so a request without a body (the filler) announces no stale length.
        const { 'Content-Length': _length, ...headers } = req.headers ?? {};
        return {
          ...req,
          method: planned.method,
          path: planned.path,
          body: planned.body === undefined ? undefined : JSON.stringify(planned.body),
          headers: {
            ...headers,
            ...(planned.token ? { authorization: `Bearer ${planned.token}` } : {}),
            // Every write carries a fresh Idempotency-Key, as the web client sends it (decision 0022), unless the
            // run measures their cost (BENCH_IDEMPOTENCY=off).
            ...(planned.method === 'POST' && IDEMPOTENCY_KEYS ? { 'idempotency-key': randomUUID() } : {}),
          },
        };
      },
      onResponse: (status, body, context) => {
        phase.answered?.(context as RequestContext, status, body);
        if (status >= 300 && failures.length < MAX_FAILURE_SAMPLES)
          failures.push({ status, body: body.slice(0, 500) });
      },
    };
    control.instance = autocannon(
      {
        // autocannon takes a list of URLs as well, connection i on URL i mod n (its types name only one).
        url: (typeof baseUrl === 'string' ? baseUrl : [...baseUrl]) as string,
        connections: phase.connections ?? LOAD.connections,
        duration: seconds,
        headers: {
          'content-type': 'application/json',
          ...(phase.token ? { authorization: `Bearer ${phase.token}` } : {}),
          ...phase.headers,
        },
        requests: [request],
      },
      (error, result) => (error ? reject(error) : resolve(statsOf(result))),
    );
    // The first requests are built while autocannon starts, before the instance exists.
    if (state.ranDry) control.instance.stop();
  });
}

function statsOf(result: autocannon.Result): LoadStats {
  const requests = result['2xx'] + result.non2xx;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  return {
    seconds: result.duration,
    requests,
    requestsPerSecond: result.duration > 0 ? requests / result.duration : 0,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    bytesPerResponse: requests > 0 ? Math.round(result.throughput.total / requests) : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}
