import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { mailOutbox } from '@/server/db/schema';
import { roleEmail } from '@/test/call';

describe('GET /api/dev/mailbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const mailboxAs = async (email: string) =>
    (await ctx.as(email))({ method: 'GET', url: '/api/dev/mailbox' });

  it('refuses an anonymous caller with 401, so nobody can read a reset link they asked for', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/verify/requestResetPassword',
      query: { email: roleEmail('superAdmin') },
    });
    await ctx.settle();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'invalid_token', message: 'Invalid Token' });
    expect(response.body).not.toContain('resetPassword');
  });

  it.each([roleEmail('admin'), roleEmail('staff'), roleEmail('viewer')])(
    'refuses %s with 403 forbidden: other venues’ mails and every reset link are in there',
    async (email) => {
      const response = await mailboxAs(email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
      expect(response.body).not.toContain('resetPassword');
    },
  );

  it('shows the super admin a mail just stored, link included', async () => {
    const email = uniqueEmail('demo');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/verify/requestResetPassword',
      query: { email: roleEmail('staff') },
    });
    await ctx.settle();
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

    const response = await mailboxAs(roleEmail('superAdmin'));
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
    expect(mails[1]).toMatchObject({ kind: 'reset-password', to: roleEmail('staff') });
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
    const { mails } = (await mailboxAs(roleEmail('superAdmin'))).json();
    expect(mails).toHaveLength(50);
    expect(mails[0].subject).toBe('Bulk 54');
    expect(mails[49].subject).toBe('Bulk 5');
  });

  it('does not show mails that go out by SMTP: their links belong to their recipients', async () => {
    await ctx.db.insert(mailOutbox).values({
      kind: 'test',
      toAddress: 'real-person@example.com',
      subject: 'Delivered by SMTP',
      html: '<p>x</p>',
      text: 'x',
      status: 'SENT',
    });
    const { mails } = (await mailboxAs(roleEmail('superAdmin'))).json();
    expect(mails.map((mail: { subject: string }) => mail.subject)).not.toContain('Delivered by SMTP');
  });

  it('is described in the API documentation as needing the bearer token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.json().paths['/api/dev/mailbox'].get.security).toEqual([{ bearer: [] }]);
  });
});
