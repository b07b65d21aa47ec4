import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';

const MAX = 3;

/** One rate-limited route: how to build a valid request naming an account. */
interface LimitedRoute {
  name: string;
  request(account: string | number): InjectOptions;
  /** The same account spelled differently, which must share the account's counter. */
  respell(account: string): string | number;
}

const emailRoutes = (name: string, build: (email: string) => InjectOptions): LimitedRoute => ({
  name,
  request: (email) => build(String(email)),
  respell: (email) => `  ${email.toUpperCase()} `,
});

/** Login counts failed attempts instead: login-limits.test.ts. */
const ROUTES: LimitedRoute[] = [
  emailRoutes('POST /api/register', (email) => ({
    method: 'POST',
    url: '/api/register',
    payload: {
      email,
      username: 'Limit Test',
      password: 'Sifra_123',
      passwordRepeat: 'Sifra_123',
      phone: '+381641234567',
      selectedLanguage: 'ser',
    },
  })),
  emailRoutes('POST /api/checkEmail', (email) => ({
    method: 'POST',
    url: '/api/checkEmail',
    payload: { email },
  })),
  emailRoutes('POST /api/verify/requestResetPassword', (email) => ({
    method: 'POST',
    url: '/api/verify/requestResetPassword',
    query: { email },
  })),
  emailRoutes('POST /api/verify/resendVerifyEmail', (email) => ({
    method: 'POST',
    url: '/api/verify/resendVerifyEmail',
    payload: { email },
  })),
  {
    name: 'POST /api/verify/resetPassword',
    request: (userId) => ({
      method: 'POST',
      url: '/api/verify/resetPassword',
      payload: { userId, token: 'not-a-real-token', password: 'Nova_sifra_1' },
    }),
    // An id has two spellings only: the JSON number and its canonical digits (docs/PRODUCT.md#ids-in-paths).
    respell: (userId) => Number(userId),
  },
];

let ipCounter = 0;
/** A fresh client address per use, so tests do not share per-IP counters. */
function nextIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let accountCounter = 0;
function nextAccount(route: LimitedRoute): string {
  accountCounter += 1;
  return route.name.endsWith('resetPassword') ? String(900_000 + accountCounter) : uniqueEmail('limit');
}

describe('rate limits of the account routes other than login', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { authRateLimit: { max: MAX, windowMs: 60_000 } } });
  });
  afterAll(() => ctx.close());

  const send = (options: InjectOptions, remoteAddress: string) =>
    ctx.app.inject({ ...options, remoteAddress });

  describe.each(ROUTES)('$name', (route) => {
    it('answers 429 too_many_requests once one IP exceeds the limit, across accounts', async () => {
      const ip = nextIp();
      for (let i = 0; i < MAX; i++) {
        const response = await send(route.request(nextAccount(route)), ip);
        expect(response.statusCode).not.toBe(429);
      }
      const limited = await send(route.request(nextAccount(route)), ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 'too_many_requests', message: expect.any(String) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another client is not affected.
      expect((await send(route.request(nextAccount(route)), nextIp())).statusCode).not.toBe(429);
    });

    it('answers 429 too_many_requests once one account exceeds the limit, across IPs and spellings', async () => {
      const account = nextAccount(route);
      for (let i = 0; i < MAX; i++) {
        const spelled = i % 2 === 0 ? account : route.respell(account);
        const response = await send(route.request(spelled), nextIp());
        expect(response.statusCode).not.toBe(429);
      }
      const limited = await send(route.request(route.respell(account)), nextIp());
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 'too_many_requests', message: expect.any(String) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from a fresh address is not affected.
      expect((await send(route.request(nextAccount(route)), nextIp())).statusCode).not.toBe(429);
    });
  });

  it('does not limit routes outside the account flows', async () => {
    const ip = nextIp();
    for (let i = 0; i < MAX + 2; i++) {
      const response = await send({ method: 'GET', url: '/api/health' }, ip);
      expect(response.statusCode).toBe(200);
    }
  });
});
