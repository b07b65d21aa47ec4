import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '@/test/app';

const ID = /^[A-Za-z0-9_-]{12}$/;

describe('request ids', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers every request with a new X-Request-Id', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(first.headers['x-request-id']).toMatch(ID);
    expect(second.headers['x-request-id']).toMatch(ID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("ignores a client's own X-Request-Id when no proxy is trusted", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(response.headers['x-request-id']).toMatch(ID);
  });
});

describe('request ids behind a trusted proxy, in the log', () => {
  let ctx: TestContext;
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      db: ctx.db,
      mailer: ctx.mailer,
      config: {
        jwtSecret: TEST_JWT_SECRET,
        accessTokenTtlSeconds: 900,
        publicUrl: 'http://localhost:3000',
        authRateLimit: { max: 100, windowMs: 60_000 },
        loginLimits: { failsPerAccount: 100, failsPerIp: 100, windowSeconds: 60 },
        trustProxyHops: 1,
      },
      logger: { level: 'info', stream },
      webRoot: '/nonexistent',
    });
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it("keeps the proxy's id when it is a plain token, and makes a new one for anything else", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a9c' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c');
    for (const hostile of ['two words', 'x'.repeat(129), 'line\\nbreak']) {
      const replaced = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': hostile },
      });
      expect(replaced.headers['x-request-id']).toMatch(ID);
    }
  });

  it('writes the id into the log lines of a refused request', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/orders/order/1' });
    expect(refused.statusCode).toBe(401);
    const id = refused.headers['x-request-id'];
    const line = lines.find((entry) => entry.reqId === id && entry.msg === 'request refused');
    expect(line).toMatchObject({ route: '/api/orders/order/:id', status: 401, method: 'GET' });
  });

  it('writes the id into the error line of a failed request', async () => {
    const other = await createTestContext();
    const broken = await buildApp({
      db: other.db,
      mailer: other.mailer,
      config: {
        jwtSecret: TEST_JWT_SECRET,
        accessTokenTtlSeconds: 900,
        publicUrl: 'http://localhost:3000',
        authRateLimit: { max: 100, windowMs: 60_000 },
        loginLimits: { failsPerAccount: 100, failsPerIp: 100, windowSeconds: 60 },
      },
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
              lines.push(JSON.parse(line));
            done();
          },
        }),
      },
      webRoot: '/nonexistent',
    });
    await other.database.close();
    const failed = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(failed.statusCode).toBe(503);
    const id = failed.headers['x-request-id'];
    expect(lines.some((entry) => entry.reqId === id && entry.level === 50)).toBe(true);
    await broken.close();
    await other.app.close();
  });
});
