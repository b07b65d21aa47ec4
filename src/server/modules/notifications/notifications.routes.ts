/** HTTP of the notifications contract (src/domain/notifications/notifications.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { notificationOperations } from '@/domain/notifications/notifications.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { listNotifications, markRead } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsync = operationRoutes(notificationOperations, {
  list: ({ query }, http) => listNotifications(http.context(), query),
  markRead: ({ body }, http) => markRead(http.context(), body),
});
