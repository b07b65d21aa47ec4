import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export const MAILBOX_SIZE = 50;

/**
 * The newest mails kept in the outbox because no SMTP server is configured (status STORED). Mails that an SMTP
 * server delivers never show here, so real recipients' links are not exposed even if the flag were on.
 */
export function latestStoredMails(executor: Executor) {
  return executor
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'STORED'))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(MAILBOX_SIZE);
}
