/**
 * What other modules use of notifications (docs/ARCHITECTURE.md, "Server modules"): `notifyUser` stores one in the
 * caller's transaction, so a notification exists exactly when the change it announces is committed.
 */
import type { NotificationContent } from '@/domain/notifications/notifications.schemas';
import type { Executor } from '@/server/db/client';
import { insertNotification } from './notifications.repository';

export function notifyUser(
  executor: Executor,
  recipient: { userId: number; venueId: number | null },
  content: NotificationContent,
  now: Date,
): Promise<number> {
  return insertNotification(executor, { ...recipient, content, now });
}
