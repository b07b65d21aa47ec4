/**
 * Decision 0003: "remember me" unticked gives the login no long-lived refresh credential; ticked (or left
 * out by older clients) keeps the 30-day tokens.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { DEMO_PASSWORD } from '@/server/db/seed/demo';
import { refreshTokens } from '@/server/db/schema';
import { REFRESH_TOKEN_LIFETIME_MS, SESSION_REFRESH_TOKEN_LIFETIME_MS } from './token-lifetimes';
import { hashToken } from './tokens';
import { roleEmail } from '@/test/call';

const HOUR_MS = 60 * 60 * 1000;

describe('"remember me" at login', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  afterEach(() => ctx.clock.reset());

  const loginWith = async (remember: unknown) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: roleEmail('staff'), password: DEMO_PASSWORD, remember },
    });
    return response;
  };
  const refreshTokenOf = async (remember: boolean): Promise<string> => {
    const response = await loginWith(remember);
    expect(response.statusCode).toBe(200);
    return response.json().refresh_token;
  };
  const refresh = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/refresh_token', payload: { refresh_token: token } });
  const storedLifetimeMs = async (token: string) => {
    const [row] = await ctx.db
      .select({ createdAt: refreshTokens.createdAt, expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    return row!.expiresAt.getTime() - row!.createdAt.getTime();
  };

  it('unticked, issues a refresh token that lives 12 hours, not 30 days', async () => {
    ctx.clock.set(new Date('2026-11-24T08:00:00Z'));
    const token = await refreshTokenOf(false);
    expect(await storedLifetimeMs(token)).toBe(SESSION_REFRESH_TOKEN_LIFETIME_MS);
    ctx.clock.advance(SESSION_REFRESH_TOKEN_LIFETIME_MS + 1000);
    const late = await refresh(token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('unticked, keeps the session alive while it is used, and a rotation never lengthens it', async () => {
    ctx.clock.set(new Date('2026-11-24T08:00:00Z'));
    const first = await refreshTokenOf(false);
    ctx.clock.advance(11 * HOUR_MS);
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const next: string = rotated.json().refresh_token;
    expect(await storedLifetimeMs(next)).toBe(SESSION_REFRESH_TOKEN_LIFETIME_MS);
    ctx.clock.advance(SESSION_REFRESH_TOKEN_LIFETIME_MS + 1000);
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('ticked, keeps the 30-day refresh token of before', async () => {
    ctx.clock.set(new Date('2026-11-24T08:00:00Z'));
    const token = await refreshTokenOf(true);
    expect(await storedLifetimeMs(token)).toBe(REFRESH_TOKEN_LIFETIME_MS);
    ctx.clock.advance(29 * 24 * HOUR_MS);
    const rotated = await refresh(token);
    expect(rotated.statusCode).toBe(200);
    expect(await storedLifetimeMs(rotated.json().refresh_token)).toBe(REFRESH_TOKEN_LIFETIME_MS);
  });

  it('left out, as older clients do, keeps the 30-day refresh token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: roleEmail('staff'), password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedLifetimeMs(response.json().refresh_token)).toBe(REFRESH_TOKEN_LIFETIME_MS);
  });

  it('refuses anything but true or false with 400 invalidInput', async () => {
    const response = await loginWith('yes');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidInput' });
  });
});
