/**
 * Limits shared by several server processes (decision 0006, "Several processes"): two apps on one PostgreSQL
 * database, each with its own connection pool as two processes have, count into the same rows. The embedded
 * database keeps its counters in the process.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '@/test/accounts';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '@/test/app';
import type { TestDatabase } from '@/test/database';
import { buildApp } from '@/server/app';
import type { DatabaseHandle } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { createLimiters, sweepExpiredLimits } from './limiter-store';

const onPostgres = process.env.TEST_DB === 'postgres';

const LIMITS = {
  loginLimits: { failsPerAccount: 4, failsPerIp: 1_000, windowSeconds: 60 },
  authRateLimit: { max: 3, windowMs: 60_000 },
  supplierLinkRateLimit: { max: 3, windowMs: 60_000 },
};

describe.runIf(onPostgres)('limits of two server processes on one PostgreSQL', () => {
  let ctx: TestContext;
  let secondDatabase: DatabaseHandle;
  let second: FastifyInstance;
  let apps: Record<'A' | 'B', FastifyInstance>;

  beforeAll(async () => {
    ctx = await createTestContext({ config: LIMITS });
    secondDatabase = (ctx.database as TestDatabase).connectAgain();
    second = await buildApp({
      db: secondDatabase.db,
      mailer: ctx.mailer,
      config: {
        jwtSecret: TEST_JWT_SECRET,
        accessTokenTtlSeconds: 900,
        publicUrl: 'http://localhost:3000',
        ...LIMITS,
      },
      webRoot: '/nonexistent',
    });
    apps = { A: ctx.app, B: second };
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await ctx.close();
  });

  const send = (app: 'A' | 'B', options: InjectOptions) => apps[app].inject(options);

  it('refuse an account once its failures, half on each process, reach the limit', async () => {
    const account = await createAccount(ctx.db);
    const attempt = (app: 'A' | 'B', password: string, ip: string) =>
      send(app, {
        method: 'POST',
        url: '/api/login',
        payload: { username: account.email, password },
        remoteAddress: ip,
      });
    const statuses = [];
    for (const [index, app] of (['A', 'B', 'A', 'B'] as const).entries()) {
      statuses.push((await attempt(app, 'Wrong_1234', `10.7.0.${index + 1}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    // The fifth attempt is refused by either process, the right password included.
    expect((await attempt('A', 'Wrong_1234', '10.7.0.9')).statusCode).toBe(429);
    expect((await attempt('B', account.password, '10.7.0.10')).statusCode).toBe(429);
  });

  it('count an account route per account across processes, each route apart', async () => {
    const email = `shared-limit-${Date.now()}@nabavka.test`;
    const check = (app: 'A' | 'B', ip: string) =>
      send(app, { method: 'POST', url: '/api/checkEmail', payload: { email }, remoteAddress: ip });
    expect([(await check('A', '10.8.0.1')).statusCode, (await check('B', '10.8.0.2')).statusCode]).toEqual([
      200, 200,
    ]);
    expect((await check('A', '10.8.0.3')).statusCode).toBe(200);
    expect((await check('B', '10.8.0.4')).statusCode).toBe(429);
    // Another route naming the same account has its own counter.
    const resend = await send('A', {
      method: 'POST',
      url: '/api/verify/resendVerifyEmail',
      payload: { email },
      remoteAddress: '10.8.0.5',
    });
    expect(resend.statusCode).toBe(200);
  });

  it('count supplier link guesses per IP across processes', async () => {
    const guess = (app: 'A' | 'B', attempt: number) =>
      send(app, {
        method: 'GET',
        url: `/api/supplier-link/order/guess-${attempt}`,
        remoteAddress: '10.9.0.1',
      });
    const statuses = [];
    for (const [attempt, app] of (['A', 'B', 'A', 'B', 'A'] as const).entries()) {
      statuses.push((await guess(app, attempt)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const elsewhere = await send('B', {
      method: 'GET',
      url: '/api/supplier-link/order/guess-x',
      remoteAddress: '10.9.0.2',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('keep the counters as rows that the sweep deletes an hour after they end', async () => {
    const [counted] = await ctx.db.select({ rows: sql<number>`count(*)::int` }).from(rateLimits);
    expect(counted?.rows).toBeGreaterThan(0);
    await ctx.db.insert(rateLimits).values([
      { key: 'test:ended-long-ago', points: 5, expire: new Date(Date.now() - 2 * 3_600_000) },
      { key: 'test:ended-just-now', points: 5, expire: new Date(Date.now() - 60_000) },
    ]);
    expect(await sweepExpiredLimits(ctx.db)).toBe(1);
    const keys = (await ctx.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('test:ended-just-now');
    expect(keys).not.toContain('test:ended-long-ago');
  });
});

describe('limits on the embedded database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: LIMITS });
  });
  afterAll(() => ctx.close());

  it.runIf(!onPostgres)('stay in the process: one owner, no table writes for counting', async () => {
    expect(createLimiters(ctx.db).shared).toBe(false);
    expect(createLimiters(ctx.db).fastifyStore).toBeUndefined();
    for (let attempt = 0; attempt < 3; attempt++) {
      await ctx.app.inject({
        method: 'GET',
        url: `/api/supplier-link/order/guess-${attempt}`,
        remoteAddress: '10.9.1.1',
      });
    }
    const [counted] = await ctx.db.select({ rows: sql<number>`count(*)::int` }).from(rateLimits);
    expect(counted?.rows).toBe(0);
  });

  it.runIf(onPostgres)('are shared rows on PostgreSQL', () => {
    expect(createLimiters(ctx.db).shared).toBe(true);
  });
});
