import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';

const PATHS = ['/api/bench/noop', '/api/bench/select1'];

describe('benchmark ceiling routes', () => {
  let plain: TestContext;
  let bench: TestContext;
  beforeAll(async () => {
    [plain, bench] = await Promise.all([
      createTestContext(),
      createTestContext({ config: { benchRoutes: true } }),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), bench.close()]));

  it.each(PATHS)('%s does not exist without BENCH_ROUTES', async (url) => {
    const response = await plain.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });

  it.each(PATHS)('%s answers ok without a token when BENCH_ROUTES is on', async (url) => {
    const response = await bench.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
