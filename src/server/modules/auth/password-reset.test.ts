import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, uniqueEmail } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { linkIn, mailsTo } from '@/test/outbox';
import * as accountsRepository from './accounts.repository';
import type * as AccountsRepositoryModule from './accounts.repository';
import { roleEmail } from '@/test/call';

// Pass-through spy: lets a test hold the account lookup of a reset request.
vi.mock('./accounts.repository', async (importOriginal) => {
  const original = await importOriginal<typeof AccountsRepositoryModule>();
  return { ...original, findAccountByEmail: vi.fn(original.findAccountByEmail) };
});

const HOUR = 60 * 60 * 1000;

describe('password reset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** Asks for a reset link and waits for the mail the answer does not wait for. */
  async function requestReset(email: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify/requestResetPassword',
      query: { email },
    });
    await ctx.settle();
    return response;
  }
  const reset = (body: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/verify/resetPassword', payload: body });
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const refresh = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/refresh_token', payload: { refresh_token: token } });

  async function resetLinkOf(email: string): Promise<{ userId: number; token: string }> {
    const [mail] = await mailsTo(ctx.db, email, 'reset-password');
    const link = linkIn(mail!.text, 'http://localhost:3000/resetPassword?');
    return { userId: Number(link.searchParams.get('id')), token: link.searchParams.get('token')! };
  }

  it('mails a reset link with the user id and a token in the user language', async () => {
    const account = await createAccount(ctx.db, { language: 'en', name: 'Pat <b>Doe</b>' });
    const response = await requestReset(account.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });

    const [mail] = await mailsTo(ctx.db, account.email, 'reset-password');
    expect(mail!.subject).toBe('Reset your Nabavka password');
    expect(mail!.text).toContain('Hello Pat <b>Doe</b>,');
    expect(mail!.html).toContain('Hello Pat &lt;b&gt;Doe&lt;/b&gt;,');
    expect(mail!.html).not.toContain('<b>Doe');
    const link = await resetLinkOf(account.email);
    expect(link.userId).toBe(account.id);
    expect(link.token).toMatch(/^[\w-]{43}$/);
  });

  it('answers an unknown e-mail exactly like a known one and mails nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const unknown = await requestReset(ghost);
    const known = await requestReset(roleEmail('viewer'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo(ctx.db, ghost)).toHaveLength(0);
  });

  it('answers before even looking the address up, so known and unknown addresses answer alike and as fast', async () => {
    const account = await createAccount(ctx.db);
    const ghost = uniqueEmail('ghost');
    const lookup = vi.mocked(accountsRepository.findAccountByEmail);
    const original = lookup.getMockImplementation()!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    lookup.mockImplementation(async (...args) => {
      await held;
      return original(...args);
    });
    try {
      const ask = (email: string) =>
        ctx.app.inject({ method: 'POST', url: '/api/verify/requestResetPassword', query: { email } });
      // Both answers arrive while every lookup is still held: neither waited on the account, token or mail.
      const [known, unknown] = await Promise.all([ask(account.email), ask(ghost)]);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(await mailsTo(ctx.db, account.email)).toHaveLength(0);
    } finally {
      lookup.mockImplementation(original);
      release();
    }
    await ctx.settle();
    expect(await mailsTo(ctx.db, account.email, 'reset-password')).toHaveLength(1);
    expect(await mailsTo(ctx.db, ghost)).toHaveLength(0);
  });

  it('sets the new password, after which only the new one logs in', async () => {
    const account = await createAccount(ctx.db);
    await requestReset(account.email);
    const link = await resetLinkOf(account.email);

    const response = await reset({ ...link, password: 'Nova_sifra_1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reset: true });
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'Nova_sifra_1')).statusCode).toBe(200);
  });

  it('accepts the user id as a string, as query-string forms send it', async () => {
    const account = await createAccount(ctx.db);
    await requestReset(account.email);
    const link = await resetLinkOf(account.email);
    const response = await reset({
      userId: String(link.userId),
      token: link.token,
      password: 'Nova_sifra_1',
    });
    expect(response.statusCode).toBe(200);
  });

  it('marks an unverified account verified, since the link proved access to the mailbox', async () => {
    const account = await createAccount(ctx.db, { verified: false });
    await requestReset(account.email);
    await reset({ ...(await resetLinkOf(account.email)), password: 'Nova_sifra_1' });
    const session = await login(account.email, 'Nova_sifra_1');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.verified).toBe(true);
  });

  it('ends every session of the user', async () => {
    const account = await createAccount(ctx.db);
    const first = (await login(account.email, account.password)).json();
    const second = (await login(account.email, account.password)).json();
    await requestReset(account.email);
    await reset({ ...(await resetLinkOf(account.email)), password: 'Nova_sifra_1' });
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('a used reset token cannot be used again', async () => {
    const account = await createAccount(ctx.db);
    await requestReset(account.email);
    const link = await resetLinkOf(account.email);
    expect((await reset({ ...link, password: 'Nova_sifra_1' })).statusCode).toBe(200);
    const again = await reset({ ...link, password: 'Treca_sifra_1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_or_expired_token' });
    expect((await login(account.email, 'Nova_sifra_1')).statusCode).toBe(200);
  });

  it('lets only one of two concurrent uses of a reset token succeed', async () => {
    const account = await createAccount(ctx.db);
    await requestReset(account.email);
    const link = await resetLinkOf(account.email);
    const responses = await Promise.all([
      reset({ ...link, password: 'Prva_sifra_1' }),
      reset({ ...link, password: 'Druga_sifra_1' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a reset token older than an hour', async () => {
    const account = await createAccount(ctx.db);
    await requestReset(account.email);
    const link = await resetLinkOf(account.email);
    ctx.clock.advance(HOUR + 1000);
    try {
      const response = await reset({ ...link, password: 'Nova_sifra_1' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_or_expired_token' });
    } finally {
      ctx.clock.reset();
    }
  });

  it('refuses a valid token presented with another user id', async () => {
    const account = await createAccount(ctx.db);
    const other = await createAccount(ctx.db);
    await requestReset(account.email);
    const link = await resetLinkOf(account.email);
    const response = await reset({ userId: other.id, token: link.token, password: 'Nova_sifra_1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_or_expired_token' });
    // The token was not spent by the wrong attempt.
    expect((await reset({ ...link, password: 'Nova_sifra_1' })).statusCode).toBe(200);
  });

  it('makes an older reset link useless once a newer one is requested', async () => {
    const account = await createAccount(ctx.db);
    await requestReset(account.email);
    const older = await resetLinkOf(account.email);
    await requestReset(account.email);
    const newer = await resetLinkOf(account.email);
    expect((await reset({ ...older, password: 'Nova_sifra_1' })).statusCode).toBe(400);
    expect((await reset({ ...newer, password: 'Nova_sifra_1' })).statusCode).toBe(200);
  });

  it('refuses an unknown token with 400 invalid_or_expired_token', async () => {
    const response = await reset({ userId: 1, token: 'never-issued', password: 'Nova_sifra_1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_or_expired_token' });
  });

  it.each([
    [{ password: 'short' }, 'passwordLength'],
    [{ password: 'ima-crticu-1' }, 'passwordAlphanumeric'],
    [{ userId: 'abc' }, 'invalid_or_expired_token'],
    [{ token: '' }, 'invalid_or_expired_token'],
  ])('refuses %j with 400 %s', async (overrides, code) => {
    const response = await reset({ userId: 1, token: 'x', password: 'Nova_sifra_1', ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  it('refuses a reset request without a valid e-mail with 400 invalidEmailInput', async () => {
    const response = await requestReset('no-at-sign');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidEmailInput' });
  });
});
