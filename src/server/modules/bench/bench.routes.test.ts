import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { queryRows } from '@/server/db/sql';
import { BENCH_WRITE_TABLE, CREATE_BENCH_WRITE_TABLE } from './bench.repository';

const READS = ['/api/bench/noop', '/api/bench/select1'];
const WRITE = '/api/bench/write';

describe('benchmark ceiling routes', () => {
  let plain: TestContext;
  let bench: TestContext;
  beforeAll(async () => {
    [plain, bench] = await Promise.all([
      createTestContext(),
      createTestContext({ config: { benchRoutes: true } }),
    ]);
    // As bench/run.ts does on the bench database: the table is no part of the product schema.
    await bench.db.execute(sql.raw(CREATE_BENCH_WRITE_TABLE));
  });
  afterAll(() => Promise.all([plain.close(), bench.close()]));

  const written = async () =>
    (
      await queryRows<{ n: number }>(bench.db, sql.raw(`select count(*)::int as n from ${BENCH_WRITE_TABLE}`))
    )[0]!.n;

  it.each(READS)('%s does not exist without BENCH_ROUTES', async (url) => {
    const response = await plain.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });

  it('the write ceiling does not exist without BENCH_ROUTES', async () => {
    const response = await plain.app.inject({ method: 'POST', url: `${WRITE}?statements=1` });
    expect(response.statusCode).toBe(404);
  });

  it.each(READS)('%s answers ok without a token when BENCH_ROUTES is on', async (url) => {
    const response = await bench.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it.each([1, 6])('the write ceiling commits %i row(s) per request', async (statements) => {
    const before = await written();
    // As the bench sends it: a JSON content type, so an empty object as the body.
    const response = await bench.app.inject({
      method: 'POST',
      url: `${WRITE}?statements=${statements}`,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await written()).toBe(before + statements);
  });

  it.each(['0', '21', 'x'])('the write ceiling refuses statements=%s with 400', async (statements) => {
    const response = await bench.app.inject({ method: 'POST', url: `${WRITE}?statements=${statements}` });
    expect(response.statusCode).toBe(400);
  });
});
