import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, uniqueEmail } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { linkIn, mailsTo } from '@/test/outbox';
import { actionTokens, users } from '@/server/db/schema';

const HOUR = 60 * 60 * 1000;

describe('registration and e-mail verification', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  function registration(overrides: Record<string, unknown> = {}) {
    return {
      email: uniqueEmail('new'),
      username: 'Ana Anić',
      password: 'Sifra_123',
      passwordRepeat: 'Sifra_123',
      phone: '+381 64 123-4567',
      selectedLanguage: 'ser',
      ...overrides,
    };
  }
  const register = (body: object) => ctx.app.inject({ method: 'POST', url: '/api/register', payload: body });
  const verify = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/verify/email?activationToken=${encodeURIComponent(token)}` });
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  async function activationTokenOf(email: string): Promise<string> {
    const [mail] = await mailsTo(ctx.db, email, 'verify-email');
    return linkIn(mail!.text, 'http://localhost:3000/verify/email').searchParams.get('activationToken')!;
  }

  it('creates an unverified ROLE_USER without venue in the chosen language and answers 201 with its id', async () => {
    const body = registration({ email: '  Ana.Anic@Example.COM ', selectedLanguage: 'en' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(Object.keys(response.json())).toEqual(['id']);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      email: 'ana.anic@example.com',
      name: 'Ana Anić',
      phone: '+381641234567',
      language: 'en',
      role: 'ROLE_USER',
      venueId: null,
      verified: false,
      disabled: false,
      finishedOnboarding: false,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('mails a verification link in the registration language', async () => {
    const serEmail = uniqueEmail('ser');
    const enEmail = uniqueEmail('en');
    await register(registration({ email: serEmail, selectedLanguage: 'ser' }));
    await register(registration({ email: enEmail, selectedLanguage: 'en' }));

    const [serMail] = await mailsTo(ctx.db, serEmail);
    expect(serMail).toMatchObject({
      kind: 'verify-email',
      status: 'STORED',
      subject: 'Potvrdite svoju e-mail adresu za Nabavku',
    });
    expect(serMail!.text).toContain('Zdravo, Ana Anić!');
    expect(serMail!.html).toContain('Potvrdi e-mail adresu');
    const link = linkIn(serMail!.text, 'http://localhost:3000/verify/email?activationToken=');
    expect(link.searchParams.get('activationToken')).toMatch(/^[\w-]{43}$/);
    expect(serMail!.html).toContain(link.toString().replace(/&/g, '&amp;'));

    const [enMail] = await mailsTo(ctx.db, enEmail);
    expect(enMail!.subject).toBe('Confirm your e-mail address for Nabavka');
    expect(enMail!.text).toContain('Hello Ana Anić,');
  });

  it('stores only a hash of the verification token', async () => {
    const email = uniqueEmail();
    const { id } = (await register(registration({ email }))).json();
    const token = await activationTokenOf(email);
    const rows = await ctx.db.select().from(actionTokens).where(eq(actionTokens.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an e-mail that exists in another letter case with 409 emailExists', async () => {
    const response = await register(registration({ email: 'ADMIN@nabavka.test' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'emailExists' });
  });

  it('lets only one of two concurrent registrations of the same e-mail succeed; the other gets emailExists', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all([
      register(registration({ email })),
      register(registration({ email })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({
      code: 'emailExists',
    });
  });

  it.each([
    [{ password: 'Kratka1', passwordRepeat: 'Kratka1' }, 'passwordLength'],
    [{ password: 'Sa razmakom1', passwordRepeat: 'Sa razmakom1' }, 'passwordAlphanumeric'],
    [{ passwordRepeat: 'Druga_123' }, 'passwordMissmatch'],
    [{ email: 'bez-majmuna.rs' }, 'invalidEmailInput'],
    [{ username: '   ' }, 'common.requiredField'],
    [{ phone: 'abc' }, 'invalidPhone'],
    [{ selectedLanguage: 'de' }, 'invalidLanguage'],
    [{ username: 42 }, 'common.requiredField'],
  ])('refuses %j with 400 %s', async (overrides, code) => {
    const response = await register(registration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  it('verifies the account with the mailed token, after which login works', async () => {
    const email = uniqueEmail();
    await register(registration({ email }));
    expect((await login(email, 'Sifra_123')).json()).toMatchObject({ code: 'user_not_verified' });

    const response = await verify(await activationTokenOf(email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true });
    const session = await login(email, 'Sifra_123');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ verified: true, venue: null, role: 'ROLE_USER' });
  });

  it('refuses a verification token used before with 400 invalid_or_expired_token', async () => {
    const email = uniqueEmail();
    await register(registration({ email }));
    const token = await activationTokenOf(email);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_or_expired_token' });
  });

  it('lets only one of two concurrent uses of a verification token succeed', async () => {
    const email = uniqueEmail();
    await register(registration({ email }));
    const token = await activationTokenOf(email);
    const responses = await Promise.all([verify(token), verify(token)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a verification token older than 48 hours', async () => {
    const email = uniqueEmail();
    await register(registration({ email }));
    const token = await activationTokenOf(email);
    ctx.clock.advance(48 * HOUR + 1000);
    try {
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_or_expired_token' });
    } finally {
      ctx.clock.reset();
    }
  });

  it('accepts a verification token 47 hours old', async () => {
    const email = uniqueEmail();
    await register(registration({ email }));
    const token = await activationTokenOf(email);
    ctx.clock.advance(47 * HOUR);
    try {
      expect((await verify(token)).statusCode).toBe(200);
    } finally {
      ctx.clock.reset();
    }
  });

  it('refuses an unknown or missing verification token with 400 invalid_or_expired_token', async () => {
    const unknown = await verify('never-issued');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'invalid_or_expired_token' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/verify/email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid_or_expired_token' });
  });

  describe('POST /api/checkEmail', () => {
    const check = (email: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/checkEmail', payload: { email } });

    it('says an existing e-mail exists, in any letter case', async () => {
      const response = await check('Staff@Nabavka.TEST');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ exists: true });
    });

    it('says an unknown e-mail does not exist', async () => {
      expect((await check(uniqueEmail())).json()).toEqual({ exists: false });
    });

    it('refuses a malformed e-mail with 400 invalidEmailInput', async () => {
      const response = await check('nope');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidEmailInput' });
    });
  });

  describe('POST /api/verify/resendVerifyEmail', () => {
    /** Asks for a new link and waits for the mail the answer does not wait for. */
    async function resend(email: string) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/verify/resendVerifyEmail',
        payload: { email },
      });
      await ctx.settle();
      return response;
    }

    it('sends a fresh link to an unverified account and invalidates the older one', async () => {
      const email = uniqueEmail();
      await register(registration({ email, selectedLanguage: 'en' }));
      const first = await activationTokenOf(email);

      const response = await resend(email.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true });
      const mails = await mailsTo(ctx.db, email, 'verify-email');
      expect(mails).toHaveLength(2);
      expect(mails[0]!.subject).toBe('Confirm your e-mail address for Nabavka');
      const second = await activationTokenOf(email);
      expect(second).not.toBe(first);

      expect((await verify(first)).statusCode).toBe(400);
      expect((await verify(second)).statusCode).toBe(200);
    });

    it('answers the same for unknown and verified accounts and sends them nothing', async () => {
      const unknown = uniqueEmail('ghost');
      const verified = await createAccount(ctx.db);
      const responses = [await resend(unknown), await resend(verified.email)];
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ sent: true });
      }
      expect(await mailsTo(ctx.db, unknown)).toHaveLength(0);
      expect(await mailsTo(ctx.db, verified.email)).toHaveLength(0);
    });
  });
});
