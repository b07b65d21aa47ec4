/**
 * The deadline reminder (docs/PRODUCT.md#invoices): three days before an invoice's decision deadline, the venue's
 * admins who want e-mail notifications get one mail about it. Every process runs the job (started in main.ts beside
 * the SEF poller); an invoice is claimed by one conditional UPDATE (reminder_queued_at still empty, no decision yet)
 * in the same transaction as its mails, so two processes running at once queue them once.
 */
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DECISION_DAYS, DECISION_EXTRA_DAYS, decisionDeadline } from '@/domain/invoices/invoice-deadline';
import { venueToday } from '@/domain/shared/dates';
import type { Database, Executor } from '@/server/db/client';
import { invoices } from '@/server/db/schema';
import type { JobObserver } from '@/server/jobs/job-observer';
import { schedulePeriodicJob } from '@/server/jobs/periodic-job';
import { INVOICE_REMINDER_MAIL_KIND, renderInvoiceReminderMail } from '@/server/mail/invoice-reminder';
import { findNotifiedAdmins } from '@/server/modules/users/users.public';
import type { Deps } from '@/server/types';

export const INVOICE_REMINDER_JOB = 'invoice-reminders';
/** How long before the deadline the reminder goes out. */
export const REMINDER_DAYS_BEFORE = 3;
const EVERY_MS = 10 * 60_000;
const BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

type ReminderDeps = Deps<'db' | 'mailer' | 'now' | 'config'>;

/** Waiting invoices inside the reminder window: 3 days before the deadline until the last day after SEF's reminder. */
function dueInvoices(db: Database, now: Date) {
  const remindFrom = new Date(now.getTime() - (DECISION_DAYS - REMINDER_DAYS_BEFORE) * DAY_MS);
  const stillOpen = new Date(now.getTime() - (DECISION_DAYS + DECISION_EXTRA_DAYS) * DAY_MS);
  return db
    .select({ id: invoices.id, venueId: invoices.venueId })
    .from(invoices)
    .where(
      and(
        isNull(invoices.decision),
        isNull(invoices.reminderQueuedAt),
        isNull(invoices.parseError),
        lte(invoices.receivedAt, remindFrom),
        gt(invoices.receivedAt, stillOpen),
      ),
    )
    .orderBy(asc(invoices.receivedAt), asc(invoices.id))
    .limit(BATCH);
}

/** Claims the invoice for its reminder; nothing when another process did, or it was decided meanwhile. */
async function claimReminder(tx: Executor, invoice: { id: number; venueId: number }, now: Date) {
  const [claimed] = await tx
    .update(invoices)
    .set({ reminderQueuedAt: now })
    .where(
      and(
        eq(invoices.venueId, invoice.venueId),
        eq(invoices.id, invoice.id),
        isNull(invoices.reminderQueuedAt),
        isNull(invoices.decision),
      ),
    )
    .returning({
      number: invoices.number,
      supplierName: invoices.supplierName,
      receivedAt: invoices.receivedAt,
    });
  return claimed;
}

/** The Belgrade day the invoice must be decided by: the 15-day deadline, or the final one once that has passed. */
export function reminderDeadlineDay(receivedAt: Date, now: Date): string {
  const { deadline, finalDeadline } = decisionDeadline(receivedAt);
  return venueToday(now < deadline ? deadline : finalDeadline);
}

async function remind(deps: ReminderDeps, invoice: { id: number; venueId: number }): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const claimed = await claimReminder(tx, invoice, now);
    if (!claimed) return false;
    const deadline = reminderDeadlineDay(claimed.receivedAt, now);
    const link = `${deps.config.publicUrl}/admin/invoices/${invoice.id}`;
    for (const admin of await findNotifiedAdmins(tx, invoice.venueId)) {
      const mail = renderInvoiceReminderMail({
        language: admin.language,
        recipientName: admin.name,
        invoiceNumber: claimed.number ?? '',
        supplierName: claimed.supplierName ?? '',
        deadline,
        link,
      });
      await deps.mailer.enqueue(
        {
          kind: INVOICE_REMINDER_MAIL_KIND,
          to: admin.email,
          userId: admin.id,
          venueId: invoice.venueId,
          ...mail,
        },
        tx,
      );
    }
    return true;
  });
}

/** Queues the reminders due now; answers how many invoices this run reminded of (tests call it directly). */
export async function queueInvoiceReminders(deps: ReminderDeps): Promise<number> {
  let reminded = 0;
  for (;;) {
    const due = await dueInvoices(deps.db, deps.now());
    let batch = 0;
    for (const invoice of due) if (await remind(deps, invoice)) batch += 1;
    reminded += batch;
    // A batch another process claimed first leaves no work here: stop rather than spin on it.
    if (due.length < BATCH || batch === 0) return reminded;
  }
}

export function scheduleInvoiceReminders(
  deps: ReminderDeps,
  log: FastifyBaseLogger,
  jobs: JobObserver,
): { stop(): Promise<void> } {
  return schedulePeriodicJob(
    { name: INVOICE_REMINDER_JOB, everyMs: EVERY_MS, run: () => queueInvoiceReminders(deps) },
    log,
    jobs,
  );
}
