import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@/test/database';
import { startTestSmtpServer, type TestSmtpServer } from '@/test/smtp';
import type { DatabaseHandle } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { createMailer, type Mailer } from './mailer';

const log = pino({ level: 'silent' });

describe('the mail outbox with several workers', () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let smtp: TestSmtpServer;
  let workerA: Mailer;
  let workerB: Mailer;

  beforeAll(async () => {
    database = await openTestDatabase();
    // The second worker has its own connections, as a second server instance on the same database would.
    second = database.connectAgain();
    smtp = await startTestSmtpServer();
    const from = 'Nabavka <no-reply@nabavka.test>';
    workerA = createMailer({ db: database.db, smtpUrl: smtp.url, from, log });
    workerB = createMailer({ db: second.db, smtpUrl: smtp.url, from, log });
  });
  afterAll(async () => {
    await Promise.all([workerA.stop(), workerB.stop()]);
    await second.close();
    await database.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  const queue = async (count: number, prefix: string) => {
    const recipients = Array.from({ length: count }, (_, index) => `${prefix}-${index}@nabavka.test`);
    for (const to of recipients) {
      await workerA.enqueue({ kind: 'test', to, subject: `Za ${to}`, html: '<p>x</p>', text: 'x' });
    }
    return recipients;
  };

  const deliveredTo = () => smtp.messages.flatMap((message) => message.to);

  it('delivers each of 30 queued mails exactly once when two workers flush at the same time', async () => {
    const recipients = await queue(30, 'pair');
    await Promise.all([workerA.flush(), workerB.flush(), workerA.flush(), workerB.flush()]);

    expect(deliveredTo().sort()).toEqual([...recipients].sort());
    const rows = await database.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, recipients));
    expect(rows).toHaveLength(30);
    expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
  });

  it("leaves a mail another worker is sending alone, and sends it once that worker's claim has run out", async () => {
    const [to] = await queue(1, 'claimed');
    const claimedElsewhere = sql`now() + interval '5 minutes'`;
    await database.db
      .update(mailOutbox)
      .set({ claimedUntil: claimedElsewhere })
      .where(eq(mailOutbox.toAddress, to!));
    await workerB.flush();
    expect(deliveredTo()).toEqual([]);

    // The other worker died without marking it: the claim expires and the mail still goes out, once.
    await database.db
      .update(mailOutbox)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.toAddress, to!));
    await Promise.all([workerA.flush(), workerB.flush()]);
    expect(deliveredTo()).toEqual([to]);
  });
});

describe('stopping a running mail worker', () => {
  it('delivers what is queued before it stops (graceful shutdown), and counts each delivery', async () => {
    const database = await openTestDatabase();
    const smtp = await startTestSmtpServer();
    const finished: [string, boolean][] = [];
    const worker = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'Nabavka <no-reply@nabavka.test>',
      log,
      jobs: { finished: (job, failed) => finished.push([job, failed]) },
    });
    try {
      worker.start();
      // Queued by another statement (a receipt's own insert), so no flush was asked for: only the poll or the stop.
      await database.db.insert(mailOutbox).values(
        ['drain-1@nabavka.test', 'drain-2@nabavka.test'].map((toAddress) => ({
          kind: 'test',
          toAddress,
          subject: 'Poslednja',
          html: '<p>x</p>',
          text: 'x',
          status: 'PENDING' as const,
        })),
      );
      await worker.stop();
      expect(smtp.messages.flatMap((message) => message.to).sort()).toEqual([
        'drain-1@nabavka.test',
        'drain-2@nabavka.test',
      ]);
      expect(finished).toEqual([
        ['mail-delivery', false],
        ['mail-delivery', false],
      ]);
    } finally {
      await database.close();
      await smtp.close();
    }
  });
});
