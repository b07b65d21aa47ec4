/**
 * The notifications API (docs/decisions/0030-standing-orders.md): the caller's own notifications, newest first and
 * paged, with the unread count the bell shows, and marking them read. Nobody reads another person's.
 */
import { z } from 'zod';
import { defineOperation } from '@/domain/shared/contract';
import { MarkReadSchema, NotificationListQuerySchema, NotificationPageSchema } from './notifications.schemas';
import { PushKeySchema, PushSubscriptionInputSchema, PushUnsubscribeSchema } from './push.schemas';

const tag = 'notifications';

export const notificationOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/notifications',
    summary: "The caller's notifications, newest first, paged, with the unread count",
    tag,
    access: 'signedIn',
    query: NotificationListQuerySchema,
    response: NotificationPageSchema,
  }),
  markRead: defineOperation({
    method: 'POST',
    path: '/notifications/read',
    summary: "Mark some (ids) or all of the caller's notifications read",
    tag,
    access: 'signedIn',
    body: MarkReadSchema,
    response: z.object({ unread: z.number().int() }),
    refusals: [404],
  }), // Web Push (docs/decisions/0035-web-push.md): the caller's own devices only.
  pushKey: defineOperation({
    method: 'GET',
    path: '/notifications/push/key',
    summary: "The server's public VAPID key, to subscribe a device to Web Push with",
    tag,
    access: 'signedIn',
    response: PushKeySchema,
  }),
  pushSubscribe: defineOperation({
    method: 'POST',
    path: '/notifications/push/subscriptions',
    summary: "Subscribe this device to the caller's notifications by Web Push (again: the keys are replaced)",
    tag,
    access: 'signedIn',
    body: PushSubscriptionInputSchema,
    response: z.object({ subscribed: z.literal(true) }),
  }),
  pushUnsubscribe: defineOperation({
    method: 'DELETE',
    path: '/notifications/push/subscriptions',
    summary:
      "Stop Web Push to this device (only the caller's own subscription; an unknown endpoint changes nothing)",
    tag,
    access: 'signedIn',
    body: PushUnsubscribeSchema,
    response: z.object({ removed: z.boolean() }),
  }),
};
