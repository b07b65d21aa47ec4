/**
 * Web Push subscriptions of the caller (docs/decisions/0035-web-push.md): the public VAPID key to subscribe with,
 * subscribing this device (upsert by endpoint) and unsubscribing it. Only the caller's own rows are ever removed.
 */
import { AppError } from '@/domain/errors';
import type { NotificationContent } from '@/domain/notifications/notifications.schemas';
import { pushMessage } from '@/domain/notifications/push-message';
import type { PushKey, PushSubscriptionInput } from '@/domain/notifications/push.schemas';
import type { Executor } from '@/server/db/client';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { deleteOwnSubscription, findPushRecipient, queuePushes, upsertSubscription } from './push.repository';

type PushContext = ServiceContext<'db' | 'config', Principal>;

export function pushKey(ctx: ServiceContext<'config', Principal>): PushKey {
  const vapid = ctx.config.vapid;
  // buildApp always fills the keys in; without them there is nothing to subscribe to.
  if (!vapid) throw new AppError('not_found', 'Web Push is not configured');
  return { publicKey: vapid.publicKey };
}

/**
 * Push services answer on https; a plain http endpoint is refused (unless a test's local push service is allowed),
 * so a subscription cannot make the server post to an address of its own network over http.
 */
function checkEndpoint(ctx: PushContext, endpoint: string): void {
  if (new URL(endpoint).protocol !== 'https:' && !ctx.config.pushAllowHttp) {
    throw new AppError('invalidInput', 'A push endpoint must be https');
  }
}

export async function subscribePush(
  ctx: PushContext,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<{ subscribed: true }> {
  checkEndpoint(ctx, input.endpoint);
  await upsertSubscription(ctx.db, {
    userId: ctx.caller.userId,
    venueId: ctx.caller.venueId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { subscribed: true };
}

export async function unsubscribePush(
  ctx: PushContext,
  input: { endpoint: string },
): Promise<{ removed: boolean }> {
  return { removed: await deleteOwnSubscription(ctx.db, ctx.caller.userId, input.endpoint) };
}

/** One push per subscription of the user, in the notification's transaction, written in the user's language. */
export async function queueNotificationPushes(
  executor: Executor,
  userId: number,
  notificationId: number,
  content: NotificationContent,
): Promise<void> {
  const recipient = await findPushRecipient(executor, userId);
  if (recipient.subscriptionIds.length === 0) return;
  const payload = JSON.stringify(pushMessage(content, recipient.language));
  await queuePushes(
    executor,
    recipient.subscriptionIds.map((subscriptionId) => ({ subscriptionId, notificationId, payload })),
  );
}
