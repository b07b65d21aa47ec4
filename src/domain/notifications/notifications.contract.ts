/**
 * The notifications API (docs/decisions/0030-standing-orders.md): the caller's own notifications, newest first and
 * paged, with the unread count the bell shows, and marking them read. Nobody reads another person's.
 */
import { z } from 'zod';
import { defineOperation } from '@/domain/shared/contract';
import { MarkReadSchema, NotificationListQuerySchema, NotificationPageSchema } from './notifications.schemas';

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
  }),
};
