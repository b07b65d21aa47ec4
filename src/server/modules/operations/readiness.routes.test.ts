import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { DEMO } from '@/test/demo-context';

describe('GET /api/health/ready', () => {
  const opened: TestContext[] = [];
  const open = async () => {
    const ctx = await createTestContext();
    opened.push(ctx);
    return ctx;
  };
  afterEach(async () => {
    for (const ctx of opened.splice(0)) await ctx.close().catch(() => undefined);
  });

  it('answers 200 when the database answers, every migration is applied and the process is not stopping', async () => {
    const ctx = await open();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'applied',
      shuttingDown: false,
    });
  });

  it('answers 503 from the moment a shutdown begins, while liveness still answers 200', async () => {
    const ctx = await open();
    ctx.app.deps.lifecycle.beginShutdown();
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      database: 'up',
      migrations: 'applied',
      shuttingDown: true,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 "pending" on a database that lacks this version\'s newest migration', async () => {
    const ctx = await open();
    await ctx.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not_ready', database: 'up', migrations: 'pending' });
  });

  it('answers 503 "down" when the database is gone', async () => {
    const ctx = await open();
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not_ready', database: 'down', migrations: 'unknown' });
    await ctx.app.close();
    opened.splice(opened.indexOf(ctx), 1);
  });
});

describe('POST /api/operations/backup', () => {
  it('answers 404 where no embedded backups are configured, whatever the token', async () => {
    const ctx = await createTestContext();
    try {
      for (const authorization of [
        undefined,
        'Bearer guess',
        (await ctx.authHeader(DEMO.accounts.superadmin.email)).authorization,
      ]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/operations/backup',
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
    } finally {
      await ctx.close();
    }
  });
});
