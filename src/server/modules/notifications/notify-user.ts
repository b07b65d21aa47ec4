/**
 * One notification in the caller's transaction, with a Web Push per device the user subscribed
 * (docs/decisions/0035-web-push.md): the notification and its pushes exist exactly when the change it announces is
 * committed. Other modules reach it through notifications.public.ts.
 */
import type { NotificationContent } from '@/domain/notifications/notifications.schemas';
import type { Executor } from '@/server/db/client';
import { insertNotification } from './notifications.repository';
import { queueNotificationPushes } from './push.service';

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
