/**
 * The caller's notifications (docs/decisions/0030-standing-orders.md): the page the bell and the list read, and
 * marking read. An id that is not the caller's answers 404 and nothing changes.
 */
import { AppError } from '@/domain/errors';
import {
  type Notification,
  NotificationSchema,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPage,
} from '@/domain/notifications/notifications.schemas';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import {
  countNotifications,
  countOwnNotifications,
  findNotificationPage,
  markNotificationsRead,
  type NotificationRow,
} from './notifications.repository';

type NotificationsContext = ServiceContext<'db', Principal>;

/** A stored row as the contract has it; a kind this build does not know (a newer process wrote it) is left out. */
function toNotification(row: NotificationRow): Notification | null {
  const parsed = NotificationSchema.safeParse({
    id: row.id,
    kind: row.kind,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  });
  return parsed.success ? parsed.data : null;
}

export async function listNotifications(
  ctx: NotificationsContext,
  query: { page?: number | undefined; size?: number | undefined },
): Promise<NotificationPage> {
  const size = query.size ?? NOTIFICATIONS_PAGE_SIZE;
  const page = query.page ?? 1;
  const [rows, counts] = await Promise.all([
    findNotificationPage(ctx.db, ctx.caller.userId, { offset: (page - 1) * size, size }),
    countNotifications(ctx.db, ctx.caller.userId),
  ]);
  return {
    notifications: rows.map(toNotification).filter((item): item is Notification => item !== null),
    ...counts,
  };
}

export async function markRead(
  ctx: ServiceContext<'db' | 'now', Principal>,
  input: { ids?: number[] | undefined; all?: true | undefined },
): Promise<{ unread: number }> {
  const { userId } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    if (input.ids) {
      const ids = [...new Set(input.ids)];
      if ((await countOwnNotifications(tx, userId, ids)) !== ids.length) {
        throw new AppError('not_found', 'No such notification');
      }
      await markNotificationsRead(tx, userId, ids, ctx.now());
    } else {
      await markNotificationsRead(tx, userId, 'all', ctx.now());
    }
    return { unread: (await countNotifications(tx, userId)).unread };
  });
}
