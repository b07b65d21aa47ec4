/**
 * Two real server processes on one PostgreSQL (docs/ARCHITECTURE.md "Running as several processes"), as behind a
 * load balancer: the production bundle started twice on different ports with the same DATABASE_URL and JWT secret.
 * Sessions, limits, report caches, the mail outbox and writes must not depend on which process answers, and one
 * process dying or stopping must not lose what it acknowledged. Runs where a PostgreSQL is configured.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueToday } from '@/domain/shared/dates';
import { articleIds, contactId, stationId, supplierId } from '@/test/demo-lookup';
import { adminUrl, dropDatabase, uniqueDatabaseName, withDatabase } from '@/test/postgres';
import {
  buildServerBundle,
  killServerProcess,
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from '@/test/server-process';
import { startTestSmtpServer, type TestSmtpServer } from '@/test/smtp';
import { openPostgres } from '@/server/db/client';
import { DEMO_PASSWORD, seedDemo } from '@/server/db/seed/demo';
import { mailOutbox, orders } from '@/server/db/schema';
import { migrationsFolder } from '@/server/paths';
import { DEMO } from '@/test/demo-context';

const ADMIN = DEMO.accounts.admin.email;

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  server: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const body = <T>(answer: Answer) => answer.body as T;

describe.runIf(process.env.TEST_DB === 'postgres')(
  'two server processes on one PostgreSQL',
  { timeout: 120_000 },
  () => {
    // Skipped without PostgreSQL, but vitest still runs this body to collect the skipped tests: a placeholder URL
    // keeps it from throwing (a pool connects only on its first query, which never comes).
    const url = process.env.DATABASE_URL ?? 'postgres://localhost/unset';
    const maintenance = openPostgres(adminUrl(url), { poolSize: 1 });
    const name = uniqueDatabaseName('nabavka_two');
    const databaseUrl = withDatabase(url, name);
    let database: ReturnType<typeof openPostgres>;
    let smtp: TestSmtpServer;
    let dataDir: string;
    let A: ServerProcess;
    let B: ServerProcess;
    const scene = { kuhinja: 0, mesara: 0, milan: 0, meat: [] as number[], today: '', tomorrow: '' };

    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      dataDir = await mkdtemp(join(tmpdir(), 'nabavka-two-'));
      await maintenance.pool.query(`create database "${name}"`);
      const main = await buildServerBundle();
      const env = {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        SMTP_URL: smtp.url,
        DATA_DIR: dataDir,
        LOGIN_FAILS_PER_ACCOUNT: '4',
        LOG_LEVEL: 'info',
      };
      // Started together on an empty database: both run the migrations at start, one after the other.
      [A, B] = await Promise.all([
        startServerProcess(main, 'A', env),
        startServerProcess(main, 'B', { ...env, SHUTDOWN_DELAY_SECONDS: '1' }),
      ]);
      await Promise.all([waitUntilReady(A), waitUntilReady(B)]);
      database = openPostgres(databaseUrl, { poolSize: 4 });
      // PostgreSQL never gets the demo by itself (README); the test loads it as `npm run db:seed` would.
      await seedDemo(database.db);
      scene.kuhinja = await stationId(database.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      scene.mesara = await supplierId(database.db, DEMO.suppliers.mesara);
      scene.milan = await contactId(
        database.db,
        DEMO.venues.bistro,
        DEMO.suppliers.mesara,
        DEMO.contacts.mesaraMilan.name,
      );
      scene.meat = await articleIds(database.db, DEMO.venues.bistro, DEMO.suppliers.mesara, 2);
      scene.today = venueToday(new Date());
      scene.tomorrow = addDays(scene.today, 1);
    }, 120_000);

    afterAll(async () => {
      await killServerProcess(A);
      await killServerProcess(B);
      await database?.close();
      await dropDatabase(maintenance.pool, name);
      await maintenance.close();
      await smtp?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const login = async (server: ServerProcess, email = ADMIN) => {
      const answer = await call(server, 'POST', '/api/login', {
        body: { username: email, password: DEMO_PASSWORD },
      });
      expect(answer.status).toBe(200);
      return body<{ jwt: string; refresh_token: string }>(answer);
    };

    it('start together on an empty database: the migrations ran once, both are ready', async () => {
      const journal = JSON.parse(
        await readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      const { rows } = await database.pool.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(rows[0]!.n).toBe(journal.entries.length);
      for (const server of [A, B]) {
        expect((await call(server, 'GET', '/api/health/ready')).status).toBe(200);
      }
    });

    it('refresh on B a login made on A; a rotated token used again on A ends that login on both', async () => {
      const session = await login(A);
      expect((await call(B, 'GET', '/api/users/profile', { token: session.jwt })).status).toBe(200);
      const refreshed = await call(B, 'POST', '/api/refresh_token', {
        body: { refresh_token: session.refresh_token },
      });
      expect(refreshed.status).toBe(200);
      const next = body<{ token: string; refresh_token: string }>(refreshed);
      expect((await call(A, 'GET', '/api/users/profile', { token: next.token })).status).toBe(200);

      // The old token again, on the other process: a copy is in use, so the whole login ends.
      const reused = await call(A, 'POST', '/api/refresh_token', {
        body: { refresh_token: session.refresh_token },
      });
      expect(reused.status).toBe(401);
      const afterReuse = await call(B, 'POST', '/api/refresh_token', {
        body: { refresh_token: next.refresh_token },
      });
      expect(afterReuse.status).toBe(401);
    });

    it('refuse an account whose failed logins, half on A and half on B, reach the limit', async () => {
      const attempt = (server: ServerProcess, password: string) =>
        call(server, 'POST', '/api/login', { body: { username: DEMO.accounts.viewer.email, password } });
      const statuses = [];
      for (const server of [A, B, A, B]) statuses.push((await attempt(server, 'Wrong_1234')).status);
      expect(statuses).toEqual([401, 401, 401, 401]);
      expect((await attempt(A, 'Wrong_1234')).status).toBe(429);
      expect((await attempt(B, DEMO_PASSWORD)).status).toBe(429);
    });

    it('show a receipt made on A in the report B had computed and cached before', async () => {
      const { jwt: token } = await login(B);
      const report = `/api/analytics/orders?departmentId=${scene.kuhinja}&fromDate=${addDays(scene.today, -30)}&toDate=${scene.tomorrow}&page=0&pageSize=100`;
      type Page = { rows: { articleId: number; delivered: string; lines: number }[] };
      const delivered = (page: Page) =>
        Number(page.rows.find((row) => row.articleId === scene.meat[0])?.delivered ?? 0);
      const before = body<Page>(await call(B, 'GET', report, { token }));
      // Twice: the second answer comes from B's cache.
      expect(body<Page>(await call(B, 'GET', report, { token }))).toEqual(before);

      const created = await call(A, 'POST', `/api/orders/${scene.kuhinja}/create/${scene.mesara}`, {
        token,
        body: { deadline: scene.tomorrow, products: [{ id: scene.meat[0], amount: '7' }] },
      });
      expect(created.status).toBe(201);
      const { id } = body<{ id: number }>(created);
      const sent = await call(A, 'POST', `/api/orders/updateStatus/sendOrder?orderId=${id}`, {
        token,
        body: { supplierContactId: scene.milan, channel: 'sms' },
      });
      expect(sent.status).toBe(200);
      const order = body<{ products: { id: number }[] }>(
        await call(A, 'GET', `/api/orders/order/${id}`, { token }),
      );
      const received = await call(A, 'POST', `/api/orders/updateStatus/complete?orderId=${id}`, {
        token,
        body: { products: order.products.map((item) => ({ id: item.id, status: 'DELIVERED' })) },
      });
      expect(received.status).toBe(200);

      const after = body<Page>(await call(B, 'GET', report, { token }));
      expect(delivered(after)).toBeCloseTo(delivered(before) + 7, 3);
    });

    it('deliver a mail queued on A exactly once while both workers run', async () => {
      smtp.messages.length = 0;
      const people = [DEMO.accounts.admin.email, DEMO.accounts.staff.email, DEMO.accounts.viewer.email];
      for (const email of people) {
        const answer = await call(
          A,
          'POST',
          `/api/verify/requestResetPassword?email=${encodeURIComponent(email)}`,
        );
        expect(answer.status).toBe(200);
      }
      // Past B's next poll (every 5 s): it saw the same outbox and must not have sent anything again.
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      const recipients = smtp.messages.flatMap((message) => message.to).sort();
      expect(recipients).toEqual([...people].sort());
      const rows = await database.db
        .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'reset-password'));
      expect(rows.length).toBe(3);
      expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
    });

    it('lose no acknowledged write when A is killed (SIGKILL) while writing, and B keeps answering', async () => {
      const { jwt: token } = await login(A);
      const acknowledged: { id: number; note: string }[] = [];
      let stop = false;
      const writer = async (lane: number) => {
        for (let n = 0; !stop; n++) {
          const note = `kill-${lane}-${n}`;
          try {
            const answer = await call(A, 'POST', `/api/orders/${scene.kuhinja}/create/${scene.mesara}`, {
              token,
              body: {
                deadline: scene.tomorrow,
                orderNote: note,
                products: [{ id: scene.meat[1], amount: '1' }],
              },
            });
            if (answer.status === 201) acknowledged.push({ id: body<{ id: number }>(answer).id, note });
          } catch {
            return; // the connection died with the process
          }
        }
      };
      const writers = Array.from({ length: 6 }, (_, lane) => writer(lane));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      A.child.kill('SIGKILL');
      expect((await A.exited).signal).toBe('SIGKILL');
      stop = true;
      await Promise.all(writers);
      expect(acknowledged.length).toBeGreaterThan(10);

      // Every order A answered 201 for is there, whole, and B serves it.
      for (const { id, note } of acknowledged) {
        const answer = await call(B, 'GET', `/api/orders/order/${id}`, { token });
        expect(answer.status).toBe(200);
        expect(body<{ orderNote: string; products: unknown[] }>(answer)).toMatchObject({ orderNote: note });
        expect(body<{ products: unknown[] }>(answer).products).toHaveLength(1);
      }
      const [stored] = await database.db
        .select({ n: count() })
        .from(orders)
        .where(like(orders.orderNote, 'kill-%'));
      expect(stored!.n).toBeGreaterThanOrEqual(acknowledged.length);
      expect((await call(B, 'GET', '/api/health/ready')).status).toBe(200);
      const afterwards = await call(B, 'POST', `/api/orders/${scene.kuhinja}/create/${scene.mesara}`, {
        token,
        body: { deadline: scene.tomorrow, products: [{ id: scene.meat[1], amount: '2' }] },
      });
      expect(afterwards.status).toBe(201);
    });

    it('finish the requests in flight and the queued mail when B is stopped (SIGTERM), then exit 0', async () => {
      const { jwt: token } = await login(B);
      smtp.messages.length = 0;
      // Queued by another statement, so no flush was asked for: only B's poll or its shutdown sends it.
      await database.db.insert(mailOutbox).values({
        kind: 'test',
        toAddress: 'drain@nabavka.test',
        subject: 'Pre gašenja',
        html: '<p>x</p>',
        text: 'x',
        status: 'PENDING',
      });
      const inFlight = Array.from({ length: 8 }, (_, n) =>
        call(B, 'POST', `/api/orders/${scene.kuhinja}/create/${scene.mesara}`, {
          token,
          body: {
            deadline: scene.tomorrow,
            orderNote: `term-${n}`,
            products: [{ id: scene.meat[0], amount: '1' }],
          },
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      B.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Within SHUTDOWN_DELAY_SECONDS: alive, but no longer ready for new traffic.
      const ready = await call(B, 'GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not_ready', shuttingDown: true, database: 'up' });
      expect((await call(B, 'GET', '/api/health')).status).toBe(200);

      expect((await Promise.all(inFlight)).map((answer) => answer.status)).toEqual(Array(8).fill(201));
      expect(await B.exited).toEqual({ code: 0, signal: null });
      expect(smtp.messages.flatMap((message) => message.to)).toEqual(['drain@nabavka.test']);
    });
  },
);
