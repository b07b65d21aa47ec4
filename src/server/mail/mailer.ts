/**
 * Outgoing mail through an outbox table: a use case queues its mail inside its own transaction (so a mail is
 * sent exactly when the change it announces is committed), and a worker delivers the queue by SMTP. Every server
 * instance on one database runs a worker; each mail is claimed by one of them (outbox.repository.ts). Without
 * SMTP_URL mails are stored instead and printed in full to the server's terminal; the super admin's /dev/mailbox
 * shows them too.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '@/server/db/client';
import { type JobObserver, unobservedJobs } from '@/server/jobs/job-observer';
import {
  claimPendingMails,
  insertMail,
  markAttemptFailed,
  markSent,
  type NewOutboxRow,
} from './outbox.repository';
import { storedMailBlock } from './stored-mail-block';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  userId?: number | null;
  venueId?: number | null;
}

export interface Mailer {
  /** Queues a mail; pass the transaction so the mail exists only if the change commits. */
  enqueue(mail: OutgoingMail, executor?: Executor): Promise<void>;
  /**
   * The outbox row of a mail that a use case's own statement inserts (decision 0010: a receipt is one statement,
   * its mail included); call `queued` with the mails as committed.
   */
  outboxRow(mail: OutgoingMail): NewOutboxRow;
  /** What `enqueue` does after its insert, for mails a use case's statement inserted itself (as it stored them). */
  queued(mails: readonly Pick<OutgoingMail, 'kind' | 'to' | 'subject' | 'text'>[]): void;
  /** Delivers everything queued now (the worker calls it; tests call it to see mail arrive). */
  flush(): Promise<void>;
  /** Starts polling the queue. */
  start(): void;
  /** Stops polling; a started worker first delivers what is queued (for at most `drainMs`), then closes SMTP. */
  stop(drainMs?: number): Promise<void>;
}

const MAX_ATTEMPTS = 5;
const POLL_MS = 5_000;
const BATCH = 20;
/** Long enough to send a batch; a claim older than this belongs to a worker that died. */
const CLAIM_SECONDS = 300;
/** The metrics' name of a delivery attempt (modules/operations/metrics.ts). */
export const MAIL_DELIVERY_JOB = 'mail-delivery';

export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Where a stored mail is printed for a person to read (the server's stdout); nowhere when absent. */
  print?: (text: string) => void;
  /** Hears of every delivery attempt (metrics). */
  jobs?: JobObserver;
}): Mailer {
  const { db, smtpUrl, from, log, print } = options;
  const jobs = options.jobs ?? unobservedJobs;
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function deliverBatch(): Promise<number> {
    if (!transport) return 0;
    const pending = await claimPendingMails(db, {
      batch: BATCH,
      maxAttempts: MAX_ATTEMPTS,
      leaseSeconds: CLAIM_SECONDS,
    });
    for (const mail of pending) {
      try {
        await transport.sendMail({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
        await markSent(db, mail.id, mail.attempts + 1, new Date());
        jobs.finished(MAIL_DELIVERY_JOB, false);
      } catch (err) {
        jobs.finished(MAIL_DELIVERY_JOB, true);
        const attempts = mail.attempts + 1;
        log.warn({ err, mailId: mail.id, attempts }, 'mail delivery failed');
        await markAttemptFailed(db, mail.id, {
          attempts,
          error: String(err),
          final: attempts >= MAX_ATTEMPTS,
        });
      }
    }
    return pending.length;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while ((await deliverBatch()) === BATCH) {
        /* keep going while full batches come back */
      }
    } while (again);
  }

  const mailer: Mailer = {
    async enqueue(mail, executor = db) {
      await insertMail(executor, mailer.outboxRow(mail));
      mailer.queued([mail]);
    },
    outboxRow(mail) {
      return {
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        userId: mail.userId ?? null,
        venueId: mail.venueId ?? null,
        status: transport ? 'PENDING' : 'STORED',
      };
    },
    queued(mails) {
      if (mails.length === 0) return;
      if (!transport) {
        for (const mail of mails) {
          log.info({ kind: mail.kind, to: mail.to, subject: mail.subject }, 'mail stored (no SMTP_URL)');
          // Printed at once, inside the caller's transaction when there is one: a mail of a rolled-back change shows
          // a link that does not work, which beats delaying every mail until a poll notices it.
          print?.(storedMailBlock(mail));
        }
      } else if (timer) {
        // Deliver soon after the surrounding transaction commits rather than at the next poll.
        setImmediate(() => void mailer.flush().catch((err) => log.error({ err }, 'mail flush failed')));
      }
    },
    flush() {
      if (running) {
        again = true;
        return running;
      }
      running = drain().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      if (!transport || timer) return;
      timer = setInterval(
        () => void mailer.flush().catch((err) => log.error({ err }, 'mail flush failed')),
        POLL_MS,
      );
      timer.unref();
    },
    async stop(drainMs = 5_000) {
      const started = timer !== undefined;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      if (started) {
        // Graceful shutdown: what the last requests queued goes out now rather than at the next start. A mail still
        // being sent when the time is up keeps its lease and goes out later (this or another process).
        let waited: NodeJS.Timeout | undefined;
        await Promise.race([
          mailer.flush().catch((err: unknown) => log.error({ err }, 'mail flush failed')),
          new Promise<void>((resolve) => {
            waited = setTimeout(resolve, drainMs);
          }),
        ]);
        clearTimeout(waited);
      }
      transport?.close();
    },
  };
  return mailer;
}
