/** What the supplier link tests (order links and standing links) check alike. */
import type { TestContext } from './app';

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
 * Guesses links anonymously: `attempts` URLs (`prefix` + the attempt's number) from one address, then `prefix`
 * itself from another. The statuses tell whether the limit counts per IP.
 */
export async function guessLinks(
  ctx: TestContext,
  prefix: string,
  addresses: { from: string; elsewhere: string },
  attempts = 5,
): Promise<{ statuses: number[]; elsewhere: number }> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${prefix}${attempt}`,
      remoteAddress: addresses.from,
    });
    statuses.push(response.statusCode);
  }
  const elsewhere = await ctx.app.inject({ method: 'GET', url: prefix, remoteAddress: addresses.elsewhere });
  return { statuses, elsewhere: elsewhere.statusCode };
}
