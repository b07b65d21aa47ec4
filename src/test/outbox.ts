/** Reading the mails a test caused: the mail_outbox rows (status STORED when no SMTP is configured). */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Mails to that address, newest first; optionally only one kind. */
export function mailsTo(db: Database, to: string, kind?: string): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), kind === undefined ? undefined : eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id));
}

/** The first link in a mail's plain text that starts with the prefix, parsed. */
export function linkIn(text: string, prefix: string): URL {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return new URL(found);
}
