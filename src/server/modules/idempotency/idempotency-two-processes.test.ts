/**
 * Idempotency keys across two real server processes on one PostgreSQL (decision 0022-idempotency-keys.md), as
 * behind a load balancer: a key used on A and repeated on B is answered from what A kept, and duplicates sent to
 * both at once are done once. Runs where a PostgreSQL is configured.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueToday } from '@/domain/shared/dates';
import { openPostgres } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { DEMO_PASSWORD, seedDemo } from '@/server/db/seed/demo';
import { roleEmail } from '@/test/call';
import { articleIds, stationId, supplierId } from '@/test/demo-lookup';
import { DEMO } from '@/test/demo-context';
import { adminUrl, dropDatabase, uniqueDatabaseName, withDatabase } from '@/test/postgres';
import {
  buildServerBundle,
  killServerProcess,
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from '@/test/server-process';

describe.runIf(process.env.TEST_DB === 'postgres')(
  'idempotency keys on two server processes',
  { timeout: 120_000 },
  () => {
    // Collected but skipped without PostgreSQL: a placeholder URL keeps the body from throwing.
    const url = process.env.DATABASE_URL ?? 'postgres://localhost/unset';
    const maintenance = openPostgres(adminUrl(url), { poolSize: 1 });
    const name = uniqueDatabaseName('nabavka_idem');
    let database: ReturnType<typeof openPostgres>;
    let dataDir: string;
    let A: ServerProcess;
    let B: ServerProcess;
    let token = '';
    const scene = { kuhinja: 0, mesara: 0, meat: [] as number[], tomorrow: '' };

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'nabavka-idem-'));
      await maintenance.pool.query(`create database "${name}"`);
      const main = await buildServerBundle();
      const env = {
        DATABASE_URL: withDatabase(url, name),
        JWT_SECRET: randomBytes(48).toString('base64url'),
        DATA_DIR: dataDir,
      };
      A = await startServerProcess(main, 'A', env);
      await waitUntilReady(A);
      B = await startServerProcess(main, 'B', env);
      await waitUntilReady(B);
      database = openPostgres(withDatabase(url, name), { poolSize: 2 });
      await seedDemo(database.db);
      scene.kuhinja = await stationId(database.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      scene.mesara = await supplierId(database.db, DEMO.suppliers.mesara);
      scene.meat = await articleIds(database.db, DEMO.venues.bistro, DEMO.suppliers.mesara, 1);
      scene.tomorrow = addDays(venueToday(new Date()), 1);
      const login = await fetch(`${A.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: roleEmail('staff'), password: DEMO_PASSWORD }),
      });
      token = ((await login.json()) as { jwt: string }).jwt;
    }, 120_000);

    afterAll(async () => {
      await killServerProcess(A);
      await killServerProcess(B);
      await database?.close();
      await dropDatabase(maintenance.pool, name);
      await maintenance.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const createOrder = async (server: ServerProcess, key: string) => {
      const response = await fetch(`${server.baseUrl}/api/orders/${scene.kuhinja}/create/${scene.mesara}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify({ deadline: scene.tomorrow, products: [{ id: scene.meat[0], amount: '2' }] }),
      });
      return {
        status: response.status,
        replayed: response.headers.get('idempotent-replayed'),
        body: await response.text(),
      };
    };

    const orderCount = async () => {
      const [row] = await database.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.stationId, scene.kuhinja), eq(orders.supplierId, scene.mesara)));
      return row!.n;
    };

    it("a key used on A and repeated on B gets A's answer, replayed, and one order", async () => {
      const before = await orderCount();
      const key = randomUUID();
      const onA = await createOrder(A, key);
      const onB = await createOrder(B, key);
      expect(onA.status).toBe(201);
      expect(onA.replayed).toBeNull();
      expect(onB.status).toBe(201);
      expect(onB.replayed).toBe('true');
      expect(onB.body).toBe(onA.body);
      expect(await orderCount()).toBe(before + 1);
    });

    it('duplicates sent to A and B at the same moment create one order; none answers 500', async () => {
      const before = await orderCount();
      const key = randomUUID();
      const answers = await Promise.all([A, B, A, B, A, B].map((server) => createOrder(server, key)));
      expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      const created = answers.filter((answer) => answer.status === 201);
      expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
      expect(created.filter((answer) => answer.replayed === null)).toHaveLength(1);
      expect(await orderCount()).toBe(before + 1);
    });
  },
);
