/**
 * What other modules use of notifications (docs/ARCHITECTURE.md, "Server modules"): `notifyUser` stores one in the
 * caller's transaction, with a Web Push per device the user subscribed (docs/decisions/0035-web-push.md), so a
 * notification and its pushes exist exactly when the change it announces is committed. main.ts runs the push sender.
 */
import type { NotificationContent } from '@/domain/notifications/notifications.schemas';
import type { Executor } from '@/server/db/client';
import { insertNotification } from './notifications.repository';
import { queueNotificationPushes } from './push.service';

export { createPushSender, PUSH_MAX_ATTEMPTS, type PushSender } from './push-sender';
export { createCutoffReminderJob, type CutoffReminderJob } from './cutoff-reminder-job';

export async function notifyUser(
  executor: Executor,
  recipient: { userId: number; venueId: number | null },
  content: NotificationContent,
  now: Date,
): Promise<number> {
  const id = await insertNotification(executor, { ...recipient, content, now });
  await queueNotificationPushes(executor, recipient.userId, id, content);
  return id;
}
