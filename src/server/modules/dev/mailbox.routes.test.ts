import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/accounts';
import { createTestContext, type TestContext } from '../../../test/app';
import { mailOutbox } from '../../db/schema';

describe('GET /api/dev/mailbox on the embedded demo database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { embedded: true } });
  });
  afterAll(() => ctx.close());

  const mailbox = () => ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });

  it('shows a mail just sent, without any login, so a visitor can open its link', async () => {
    const email = uniqueEmail('demo');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/verify/requestResetPassword',
      query: { email: 'staff@nabavka.test' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email,
        username: 'Demo Posetilac',
        password: 'Sifra_123',
        passwordRepeat: 'Sifra_123',
        phone: '+381641234567',
        selectedLanguage: 'ser',
      },
    });

    const response = await mailbox();
    expect(response.statusCode).toBe(200);
    const { mails } = response.json();
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      kind: 'verify-email',
      to: email,
      subject: 'Potvrdite svoju e-mail adresu za Nabavku',
      html: expect.stringContaining('/verify/email?activationToken='),
      text: expect.stringContaining('/verify/email?activationToken='),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(mails[1]).toMatchObject({ kind: 'reset-password', to: 'staff@nabavka.test' });
  });

  it('lists the newest 50 mails, newest first', async () => {
    await ctx.db.insert(mailOutbox).values(
      Array.from({ length: 55 }, (_, i) => ({
        kind: 'test',
        toAddress: `bulk${i}@nabavka.test`,
        subject: `Bulk ${i}`,
        html: '<p>x</p>',
        text: 'x',
        status: 'STORED' as const,
      })),
    );
    const { mails } = (await mailbox()).json();
    expect(mails).toHaveLength(50);
    expect(mails[0].subject).toBe('Bulk 54');
    expect(mails[49].subject).toBe('Bulk 5');
  });

  it('does not show mails that go out by SMTP', async () => {
    await ctx.db.insert(mailOutbox).values({
      kind: 'test',
      toAddress: 'real-person@example.com',
      subject: 'Delivered by SMTP',
      html: '<p>x</p>',
      text: 'x',
      status: 'SENT',
    });
    const { mails } = (await mailbox()).json();
    expect(mails.map((mail: { subject: string }) => mail.subject)).not.toContain('Delivered by SMTP');
  });
});

describe('GET /api/dev/mailbox on a real PostgreSQL (DATABASE_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { embedded: false } });
  });
  afterAll(() => ctx.close());

  it('does not exist', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('is not in the API description either', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.json().paths).not.toHaveProperty('/api/dev/mailbox');
  });
});
