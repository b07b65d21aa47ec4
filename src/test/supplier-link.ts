/** What the supplier link tests (order links and standing links) check alike. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './app';

/** Every key in a JSON value, at any depth: what the supplier gets must not name a row of ours. */
export function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((entry) => keysOf(entry, found));
  else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      found.add(key);
      keysOf(entry, found);
    }
  }
  return found;
}

/**
 * Guessing links is limited per IP (docs/PRODUCT.md#supplier-link): with a limit of three, the fourth and fifth guess
 * from one address (`prefix` + the attempt's number) are refused, while another address guessing `prefix` is still
 * answered.
 */
export function describeGuessLimit(
  titles: { describe: string; it: string },
  prefix: string,
  ips: [string, string],
) {
  describe(titles.describe, () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ config: { supplierLinkRateLimit: { max: 3, windowMs: 60_000 } } });
    });
    afterAll(() => ctx.close());

    it(titles.it, async () => {
      const [from, elsewhere] = ips;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${prefix}${attempt}`,
          remoteAddress: from,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      const other = await ctx.app.inject({ method: 'GET', url: prefix, remoteAddress: elsewhere });
      expect(other.statusCode).toBe(404);
    });
  });
}
