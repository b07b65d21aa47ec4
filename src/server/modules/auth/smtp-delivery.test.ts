import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { mailsTo } from '@/test/outbox';
import { decodedMessage, startTestSmtpServer, type TestSmtpServer } from '@/test/smtp';

describe('mail delivery through SMTP', () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createTestContext({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers the verification mail of a registration to its recipient, link included', async () => {
    const email = uniqueEmail('smtp');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email,
        username: 'Đorđe Šćepanović',
        password: 'Sifra_123',
        passwordRepeat: 'Sifra_123',
        phone: '+381641234567',
        selectedLanguage: 'ser',
      },
    });
    expect(response.statusCode).toBe(201);
    const [queued] = await mailsTo(ctx.db, email);
    expect(queued!.status).toBe('PENDING');

    await ctx.mailer.flush();

    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message!.to).toEqual([email]);
    expect(message!.from).toBe('no-reply@nabavka.test');
    const body = decodedMessage(message!.raw);
    expect(body).toContain(`To: ${email}`);
    expect(body).toContain('Zdravo, Đorđe Šćepanović!');
    const token = /http:\/\/localhost:3000\/verify\/email\?activationToken=([\w-]{43})/.exec(body);
    expect(token).not.toBeNull();

    const [sent] = await mailsTo(ctx.db, email);
    expect(sent!.status).toBe('SENT');
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api/verify/email?activationToken=${token![1]}`,
    });
    expect(verified.statusCode).toBe(200);
  });
});
