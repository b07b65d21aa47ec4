/**
 * Prometheus metrics at GET /metrics (prom-client), for the operator's scraper, never for the public: the route is
 * outside /api, answers only the bearer token of METRICS_TOKEN, and 404 while no token is configured (then nothing
 * is measured either, so an unmonitored server pays nothing). Keep it off the public load balancer as well
 * (README "Metrics").
 *
 * - requests: a duration histogram by method, route template (`/api/orders/order/:id`; `unmatched` for unknown
 *   paths) and status code; its `_count` is the number of requests;
 * - database pool (node-postgres): connections in use, idle, the pool's maximum, and requests waiting for one.
 *   The embedded database has no pool: PGlite runs one query at a time behind its own lock and does not expose how
 *   many wait for it, so those series are absent there;
 * - mail outbox: mails waiting for delivery and the age of the oldest (read from the database at each scrape, so
 *   every process reports the shared queue);
 * - jobs: runs and failures per job (background tasks, mail deliveries, scheduled work);
 * - Node's process metrics (CPU, memory, event loop lag, GC, handles).
 *
 * Not a contract operation: it is no API call (text for the scraper, not JSON for the app), and the public OpenAPI
 * document does not list it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '@/server/db/client';
import { postgresPoolOf } from '@/server/db/engine';
import type { JobObserver } from '@/server/jobs/job-observer';
import { outboxBacklog } from './operations.repository';

export const METRICS_PATH = '/metrics';

export interface AppMetrics {
  registry: Registry;
  /** Counts job runs and failures; hand it to whatever runs jobs. */
  jobs: JobObserver;
}

/** The registry of one server (tests run many in one process, so never prom-client's global one). */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const runs = new Counter({
    name: 'nabavka_job_runs_total',
    help: 'Jobs run (background tasks, mail delivery attempts, scheduled work), by job',
    labelNames: ['job'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'nabavka_job_failures_total',
    help: 'Jobs that failed, by job',
    labelNames: ['job'],
    registers: [registry],
  });
  return {
    registry,
    jobs: {
      finished(job, failed) {
        runs.inc({ job });
        if (failed) failures.inc({ job });
      },
    },
  };
}

const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares digests, so the comparison takes the same time however much of the token a caller guessed. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

/** The /metrics route, and when a token is configured, the measurements behind it. */
export function registerMetrics(
  app: FastifyInstance,
  options: { metrics: AppMetrics; token: string | undefined; db: Database },
): void {
  const { metrics, token, db } = options;
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ code: 'not_found', message: `No route ${request.method} ${request.url}` });

  if (!token) {
    // Registered anyway: an unknown page path would otherwise get the web app's index.html.
    app.get(METRICS_PATH, { schema: { hide: true } }, notFound);
    return;
  }

  const { registry } = metrics;
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'nabavka_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status code, with their duration',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const refreshPool = poolGauges(registry, db);
  const refreshOutbox = outboxGauges(registry, db);
  const expected = digest(`${token}`);

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'unauthorized', message: 'Metrics need the METRICS_TOKEN bearer token' });
    }
    refreshPool();
    await refreshOutbox(request);
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

/** node-postgres pool gauges; nothing on the embedded database (see the file's note). */
function poolGauges(registry: Registry, db: Database): () => void {
  const pool = postgresPoolOf(db);
  if (!pool) return () => undefined;
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const inUse = gauge('nabavka_db_pool_in_use', 'Database connections running a query or transaction');
  const idle = gauge('nabavka_db_pool_idle', 'Open database connections waiting for work');
  const waiting = gauge('nabavka_db_pool_waiting', 'Queries waiting for a free database connection');
  const max = gauge('nabavka_db_pool_max', 'Database connections the pool may open (DB_POOL_SIZE)');
  return () => {
    inUse.set(pool.totalCount - pool.idleCount);
    idle.set(pool.idleCount);
    waiting.set(pool.waitingCount);
    max.set(pool.options.max ?? 10);
  };
}

/** Outbox gauges, read from the shared database once per scrape (both from one query). */
function outboxGauges(registry: Registry, db: Database): (request: FastifyRequest) => Promise<void> {
  const pending = new Gauge({
    name: 'nabavka_mail_outbox_pending',
    help: 'Mails waiting for delivery (all processes: the outbox is shared)',
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'nabavka_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail waiting for delivery, 0 when none waits',
    registers: [registry],
  });
  return async (request) => {
    try {
      const backlog = await outboxBacklog(db);
      pending.set(backlog.pending);
      oldest.set(backlog.oldestSeconds);
    } catch (err) {
      // A scrape still answers (with the process metrics) when the database does not; NaN says "unknown".
      request.log.warn({ err }, 'metrics: mail outbox unreadable');
      pending.set(Number.NaN);
      oldest.set(Number.NaN);
    }
  };
}
