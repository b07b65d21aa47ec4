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
  stop(): Promise<void>;
}

const MAX_ATTEMPTS = 5;
const POLL_MS = 5_000;
const BATCH = 20;
/** Long enough to send a batch; a claim older than this belongs to a worker that died. */
const CLAIM_SECONDS = 300;

export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Where a stored mail is printed for a person to read (the server's stdout); nowhere when absent. */
  print?: (text: string) => void;
}): Mailer {
  const { db, smtpUrl, from, log, print } = options;
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
      } catch (err) {
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
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport?.close();
    },
  };
  return mailer;
}
