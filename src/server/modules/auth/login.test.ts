import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginResponseSchema } from '@/domain/auth/profile.schemas';
import { createAccount, createVenue, uniqueEmail } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { DEMO_PASSWORD } from '@/server/db/seed/demo';
import { users, venues } from '@/server/db/schema';
import * as password from './password';
import type * as PasswordModule from './password';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

// Pass-through spy: lets a test see which hash login verified against.
vi.mock('./password', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

describe('POST /api/login', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const login = (body: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: body as object });

  it('answers a verified account with an access token, a refresh token and its profile', async () => {
    const response = await login({ username: roleEmail('admin'), password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = LoginResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({
      email: roleEmail('admin'),
      name: DEMO.accounts.admin.name,
      role: 'ROLE_ADMIN',
      verified: true,
      venue: { name: DEMO.venues.bistro },
      pending_invites: false,
    });
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    const claims = ctx.app.jwt.decode<{ sub: string; role: string; vid: number }>(body.jwt);
    expect(claims).toMatchObject({ sub: String(body.user.id), role: 'ROLE_ADMIN', vid: body.user.venue!.id });
  });

  it('gives an access token that opens protected routes', async () => {
    const { jwt } = (await login({ username: roleEmail('staff'), password: DEMO_PASSWORD })).json();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(roleEmail('staff'));
  });

  it('accepts the e-mail in any letter case and with surrounding spaces', async () => {
    const response = await login({ username: '  Admin@NABAVKA.test ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 unauthorized', async () => {
    const response = await login({ username: roleEmail('admin'), password: 'Wrong_1234' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers an unknown e-mail exactly like a wrong password, after verifying against the dummy hash', async () => {
    const verify = vi.mocked(password.verifyPassword);
    verify.mockClear();
    const unknown = await login({ username: uniqueEmail('nobody'), password: 'Wrong_1234' });
    const wrong = await login({ username: roleEmail('admin'), password: 'Wrong_1234' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[0]![0]).toBe(password.DUMMY_PASSWORD_HASH);
  });

  it('refuses an unverified account with the right password as user_not_verified', async () => {
    const account = await createAccount(ctx.db, { verified: false });
    const response = await login({ username: account.email, password: account.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'user_not_verified' });
  });

  it('does not tell an unverified account apart when the password is wrong', async () => {
    const account = await createAccount(ctx.db, { verified: false });
    const response = await login({ username: account.email, password: 'Wrong_1234' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a disabled user as user_disabled_contact_administrator', async () => {
    const account = await createAccount(ctx.db, { disabled: true });
    const response = await login({ username: account.email, password: account.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'user_disabled_contact_administrator' });
  });

  it('refuses a user whose venue is disabled as user_disabled_contact_administrator', async () => {
    const venue = await createVenue(ctx.db, { disabled: true });
    const account = await createAccount(ctx.db, { venueId: venue.id });
    const response = await login({ username: account.email, password: account.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'user_disabled_contact_administrator' });
  });

  it('answers a missing password with 400 common.requiredField', async () => {
    const response = await login({ username: roleEmail('admin'), password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'common.requiredField' });
  });

  it('answers a malformed e-mail with 400 invalidEmailInput', async () => {
    const response = await login({ username: 'not-an-email', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidEmailInput' });
  });

  it('answers a number where a string belongs with 400, never 500', async () => {
    const response = await login({ username: 12345, password: 678 });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('common.requiredField');
  });

  it('answers malformed JSON with 400 invalidInput', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin@nabavka.test",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidInput' });
  });
});

describe('POST /api/refresh_token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function loginAs(
    email: string,
    pass: string = DEMO_PASSWORD,
  ): Promise<{ jwt: string; refresh_token: string }> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: pass },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const refresh = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/refresh_token', payload: { refresh_token: token } });

  it('exchanges a refresh token for a new access token and a new refresh token', async () => {
    const session = await loginAs(roleEmail('staff'));
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['refresh_token', 'token']);
    expect(body.refresh_token).not.toBe(session.refresh_token);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const session = await loginAs(roleEmail('staff'));
    const rotated = (await refresh(session.refresh_token)).json();

    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 'invalid_token', message: 'Invalid Token' });

    // The thief's copy and the rightful successor are both dead now.
    const successor = await refresh(rotated.refresh_token);
    expect(successor.statusCode).toBe(401);
    expect(successor.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('leaves the other sessions of the same user alive when one family is revoked', async () => {
    const first = await loginAs(roleEmail('viewer'));
    const second = await loginAs(roleEmail('viewer'));
    await refresh(first.refresh_token);
    await refresh(first.refresh_token);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent uses of the same refresh token succeed, and treats the other as reuse', async () => {
    const session = await loginAs(roleEmail('staff'));
    const responses = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    expect((await refresh(winner.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token with 401 invalid_token', async () => {
    const response = await refresh('this-token-was-never-issued');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'invalid_token', message: 'Invalid Token' });
  });

  it('refuses a refresh token older than 30 days', async () => {
    const session = await loginAs(roleEmail('staff'));
    ctx.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    try {
      const response = await refresh(session.refresh_token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_token' });
    } finally {
      ctx.clock.reset();
    }
  });

  it('still accepts a refresh token a day before it expires', async () => {
    const session = await loginAs(roleEmail('staff'));
    ctx.clock.advance(29 * 24 * 60 * 60 * 1000);
    try {
      expect((await refresh(session.refresh_token)).statusCode).toBe(200);
    } finally {
      ctx.clock.reset();
    }
  });

  it('refuses the refresh of a user disabled since login', async () => {
    const account = await createAccount(ctx.db);
    const session = await loginAs(account.email, account.password);
    await ctx.db.update(users).set({ disabled: true }).where(eq(users.id, account.id));
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'user_disabled_contact_administrator' });
  });

  it('refuses the refresh of a user whose venue was disabled since login', async () => {
    const venue = await createVenue(ctx.db);
    const account = await createAccount(ctx.db, { venueId: venue.id });
    const session = await loginAs(account.email, account.password);
    await ctx.db.update(venues).set({ disabled: true }).where(eq(venues.id, venue.id));
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'user_disabled_contact_administrator' });
  });

  it('puts the current role and venue into the new access token', async () => {
    const account = await createAccount(ctx.db);
    const session = await loginAs(account.email, account.password);
    const venue = await createVenue(ctx.db);
    await ctx.db.update(users).set({ role: 'ROLE_ADMIN', venueId: venue.id }).where(eq(users.id, account.id));
    const { token } = (await refresh(session.refresh_token)).json();
    expect(ctx.app.jwt.decode(token)).toMatchObject({
      sub: String(account.id),
      role: 'ROLE_ADMIN',
      vid: venue.id,
    });
  });

  it('answers a missing refresh token with 401 invalid_token (the shared schema maps it to that code)', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/refresh_token', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token' });
  });
});

describe('access tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers an expired access token with 401 "Invalid Token", the refresh trigger of the web client', async () => {
    const userId = await ctx.userId('staff');
    const issuedAnHourAgo = Math.floor(Date.now() / 1000) - 3600;
    // A given iat makes the signer count the 15-minute lifetime from then: this token expired 45 minutes ago.
    const claims = { sub: String(userId), role: 'ROLE_USER' as const, vid: null, iat: issuedAnHourAgo };
    const expired = ctx.app.jwt.sign(claims);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'invalid_token', message: 'Invalid Token' });
  });

  it('answers a missing or forged access token with 401 "Invalid Token"', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 'invalid_token', message: 'Invalid Token' });
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ message: 'Invalid Token' });
  });
});
