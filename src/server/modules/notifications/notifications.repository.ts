/**
 * A user's notifications (docs/decisions/0030-standing-orders.md): every query is the user's own (user first), newest
 * first by id (notifications_user_created_idx); the unread count uses notifications_user_unread_idx.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationContent } from '@/domain/notifications/notifications.schemas';
import type { Executor } from '@/server/db/client';
import { notifications } from '@/server/db/schema';

export interface NotificationRow {
  id: number;
  kind: string;
  data: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
}

export async function insertNotification(
  executor: Executor,
  row: { userId: number; venueId: number | null; content: NotificationContent; now: Date },
): Promise<number> {
  const [inserted] = await executor
    .insert(notifications)
    .values({
      userId: row.userId,
      venueId: row.venueId,
      kind: row.content.kind,
      data: row.content.data,
      createdAt: row.now,
    })
    .returning({ id: notifications.id });
  return inserted!.id;
}

export function findNotificationPage(
  executor: Executor,
  userId: number,
  page: { offset: number; size: number },
): Promise<NotificationRow[]> {
  return executor
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(page.size)
    .offset(page.offset);
}

export async function countNotifications(
  executor: Executor,
  userId: number,
): Promise<{ total: number; unread: number }> {
  const [row] = await executor
    .select({ total: count(), unread: count(notifications.readAt).mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const total = row?.total ?? 0;
  // count(read_at) counts the read ones.
  return { total, unread: total - (row?.unread ?? 0) };
}

/** Marks the user's listed (or all) unread notifications read. */
export async function markNotificationsRead(
  executor: Executor,
  userId: number,
  ids: readonly number[] | 'all',
  now: Date,
): Promise<void> {
  await executor
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    );
}

export async function countOwnNotifications(
  executor: Executor,
  userId: number,
  ids: readonly number[],
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])));
  return row?.n ?? 0;
}
