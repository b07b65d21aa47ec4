/**
 * The deadline reminder job against the database: an invoice 3 days from its deadline gets one mail per notified
 * admin, once, also when two processes run the job at once; a decided invoice and one not yet within 3 days get none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailOutbox } from '@/server/db/schema';
import { INVOICE_REMINDER_MAIL_KIND } from '@/server/mail/invoice-reminder';
import { createTestContext, type TestContext } from '@/test/app';
import { demoIds } from '@/test/demo-context';
import { queueInvoiceReminders } from './invoice-reminders';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-20T09:00:00Z');

describe('invoice deadline reminders', () => {
  let ctx: TestContext;
  let venueId: number;
  let counter = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.clock.set(NOW);
    venueId = (await demoIds(ctx)).venue;
  });
  afterAll(() => ctx.close());

  const run = (db = ctx.db) => queueInvoiceReminders({ ...ctx.app.deps, db });

  /** A readable invoice of Bistro Demo that arrived `daysAgo` before NOW. */
  async function addInvoice(daysAgo: number, decision: 'ACCEPTED' | null = null): Promise<string> {
    counter += 1;
    const number = `RM-${counter}-${Date.now()}`;
    await ctx.db.insert(invoices).values({
      venueId,
      source: 'UPLOAD',
      kind: 'INVOICE',
      number,
      supplierPib: '100000001',
      supplierName: 'Mlekara Test',
      receivedAt: new Date(NOW.getTime() - daysAgo * DAY_MS),
      decision,
      decidedAt: decision ? NOW : null,
      originalXml: '<Invoice/>',
    });
    return number;
  }

  async function remindersOf(number: string) {
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, INVOICE_REMINDER_MAIL_KIND));
    return mails.filter((mail) => mail.subject.includes(number));
  }

  it('queues one mail per notified admin for an invoice 3 days from its deadline, with the day to decide by', async () => {
    const number = await addInvoice(12.5);
    await run();
    const mails = await remindersOf(number);
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails.map((mail) => mail.toAddress)).size).toBe(mails.length);
    // Arrived 12.5 days before 20.03. 09:00 UTC (07.03. 21:00): the deadline is 22.03. at 21:00 UTC, 22:00 in Belgrade.
    expect(mails[0]!.subject).toMatch(new RegExp(`${number} .*Mlekara Test.* 22\\.03\\.2026`));
    expect(mails[0]!.text).toContain(`/admin/invoices/`);
    const [row] = await ctx.db.select().from(invoices).where(eq(invoices.number, number));
    expect(row!.reminderQueuedAt).toEqual(NOW);

    await run();
    expect(await remindersOf(number)).toHaveLength(mails.length);
  });

  it('two runs at once queue the reminder once', async () => {
    const number = await addInvoice(13);
    const second = ctx.database.connectAgain();
    try {
      await Promise.all([run(), run(second.db), run()]);
    } finally {
      await second.close();
    }
    const mails = await remindersOf(number);
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails.map((mail) => mail.toAddress)).size).toBe(mails.length);
  });

  it('queues nothing for a decided invoice, one not yet within 3 days, or one past its final deadline', async () => {
    const decided = await addInvoice(13, 'ACCEPTED');
    const early = await addInvoice(11);
    const lapsed = await addInvoice(21);
    await run();
    for (const number of [decided, early, lapsed]) expect(await remindersOf(number), number).toEqual([]);
  });
});
