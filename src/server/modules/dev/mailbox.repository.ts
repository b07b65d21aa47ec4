import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';

export const MAILBOX_SIZE = 50;

/**
 * The newest mails kept in the outbox because no SMTP server is configured (status STORED). Mails that go out by
 * SMTP never show here: their links belong to their recipients alone, not to the super admin.
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
