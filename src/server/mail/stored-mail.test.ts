import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/database';
import { mailsTo } from '@/test/outbox';
import type { DatabaseHandle } from '@/server/db/client';
import { createMailer } from './mailer';

describe('the mailer without SMTP_URL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('stores the mail in the outbox and prints all of it, link included, for the terminal', async () => {
    const printed: string[] = [];
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'Nabavka <no-reply@nabavka.test>',
      log: pino({ level: 'silent' }),
      print: (text) => printed.push(text),
    });
    const link = 'http://192.168.1.20:3000/resetPassword?id=7&token=abc_DEF-123';
    await mailer.enqueue({
      kind: 'reset-password',
      to: 'pera@nabavka.test',
      subject: 'Nova lozinka za Nabavku',
      html: `<a href="${link}">link</a>`,
      text: `Zdravo, Pera!\n\nOtvorite link:\n${link}\n\nNabavka`,
    });

    const [stored] = await mailsTo(database.db, 'pera@nabavka.test');
    expect(stored).toMatchObject({ status: 'STORED', kind: 'reset-password' });
    expect(printed).toHaveLength(1);
    const lines = printed[0]!.split('\n');
    expect(lines).toContain('To:      pera@nabavka.test');
    expect(lines).toContain('Subject: Nova lozinka za Nabavku');
    // The text line by line as written, the link whole (a JSON log field would escape it), so a terminal opens it.
    expect(lines).toContain(link);
    expect(lines).toContain('Zdravo, Pera!');
    await mailer.stop();
  });
});
