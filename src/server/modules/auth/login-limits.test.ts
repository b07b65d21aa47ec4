import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { loadConfig } from '@/server/env';

let ipCounter = 0;
/** A client address no other attempt in this file used. */
function freshIp(): string {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function loginFrom(ctx: TestContext, ip: string, username: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

function expectRefused(response: LightMyRequestResponse, windowSeconds: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'too_many_requests', message: expect.any(String) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('login limits with the shipped defaults', () => {
  const defaults = loadConfig({ JWT_SECRET: 'login-limits-test-secret-0123456789abcdef' }).loginLimits;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { loginLimits: defaults } });
  });
  afterAll(() => ctx.close());

  it('are 10 failures per account and 100 per IP in 15 minutes', () => {
    expect(defaults).toEqual({ failsPerAccount: 10, failsPerIp: 100, windowSeconds: 900 });
  });

  it('let 40 colleagues behind one venue IP log in within a minute', async () => {
    const venueIp = freshIp();
    const colleagues = await Promise.all(Array.from({ length: 40 }, () => createAccount(ctx.db)));
    const statuses: number[] = [];
    for (const colleague of colleagues) {
      statuses.push((await loginFrom(ctx, venueIp, colleague.email, colleague.password)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 200));
    // Nor did they use up anything: a typo from the same IP is an ordinary wrong password.
    expect((await loginFrom(ctx, venueIp, colleagues[0]!.email, 'Wrong_1234')).statusCode).toBe(401);
  });

  it('refuse the 11th wrong password on one account even from fresh IPs, and then the right one too', async () => {
    const account = await createAccount(ctx.db);
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(ctx, freshIp(), account.email, 'Wrong_1234')).statusCode).toBe(401);
    }
    expectRefused(await loginFrom(ctx, freshIp(), account.email, 'Wrong_1234'), 900);
    // Otherwise the answer would tell a guesser which password is right.
    expectRefused(await loginFrom(ctx, freshIp(), account.email.toUpperCase(), account.password), 900);
    const other = await createAccount(ctx.db);
    expect((await loginFrom(ctx, freshIp(), other.email, other.password)).statusCode).toBe(200);
  });

  it("clear an account's failures when it logs in", async () => {
    const account = await createAccount(ctx.db);
    for (let i = 0; i < 9; i++) await loginFrom(ctx, freshIp(), account.email, 'Wrong_1234');
    expect((await loginFrom(ctx, freshIp(), account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(ctx, freshIp(), account.email, 'Wrong_1234')).statusCode).toBe(401);
    }
    expectRefused(await loginFrom(ctx, freshIp(), account.email, 'Wrong_1234'), 900);
  });
});

describe('login limits, small', () => {
  const limits = { failsPerAccount: 3, failsPerIp: 5, windowSeconds: 60 };
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { loginLimits: limits } });
  });
  afterAll(() => ctx.close());

  it('refuse a spray of wrong passwords over many accounts from one IP, and only from that IP', async () => {
    const sprayer = freshIp();
    const accounts = await Promise.all(Array.from({ length: 7 }, () => createAccount(ctx.db)));
    for (const account of accounts.slice(0, 5)) {
      expect((await loginFrom(ctx, sprayer, account.email, 'Wrong_1234')).statusCode).toBe(401);
    }
    expectRefused(await loginFrom(ctx, sprayer, accounts[5]!.email, 'Wrong_1234'), 60);
    expectRefused(await loginFrom(ctx, sprayer, accounts[6]!.email, accounts[6]!.password), 60);
    expect((await loginFrom(ctx, freshIp(), accounts[6]!.email, accounts[6]!.password)).statusCode).toBe(200);
  });

  it('let no more guesses through than the budget when they all arrive at once', async () => {
    const account = await createAccount(ctx.db);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => loginFrom(ctx, freshIp(), account.email, 'Wrong_1234')),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('count neither invalid input nor a right password of an unverified account as a failure', async () => {
    const unverified = await createAccount(ctx.db, { verified: false });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const response = await loginFrom(ctx, ip, unverified.email, unverified.password);
      expect(response.json()).toMatchObject({ code: 'user_not_verified' });
      expect((await loginFrom(ctx, ip, unverified.email, '')).statusCode).toBe(400);
    }
    expect((await loginFrom(ctx, ip, unverified.email, 'Wrong_1234')).statusCode).toBe(401);
  });
});

describe('login limits after the window', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      config: { loginLimits: { failsPerAccount: 2, failsPerIp: 100, windowSeconds: 1 } },
    });
  });
  afterAll(() => ctx.close());

  it('let the account try again', async () => {
    const account = await createAccount(ctx.db);
    for (let i = 0; i < 2; i++) await loginFrom(ctx, freshIp(), account.email, 'Wrong_1234');
    expectRefused(await loginFrom(ctx, freshIp(), account.email, account.password), 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await loginFrom(ctx, freshIp(), account.email, account.password)).statusCode).toBe(200);
  });
});
