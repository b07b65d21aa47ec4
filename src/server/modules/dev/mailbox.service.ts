/** The stored mails: kept in the outbox because no SMTP server is configured. */
import type { StoredMail } from '@/domain/dev/dev.contract';
import type { Deps } from '@/server/types';
import { latestStoredMails } from './mailbox.repository';

export async function storedMails(deps: Deps<'db'>): Promise<{ mails: StoredMail[] }> {
  const rows = await latestStoredMails(deps.db);
  return { mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
