/** HTTP of the notifications contract (src/domain/notifications/notifications.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { notificationOperations } from '@/domain/notifications/notifications.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { listNotifications, markRead } from './notifications.service';
import { pushKey, subscribePush, unsubscribePush } from './push.service';

export const notificationsRoutes: FastifyPluginAsync = operationRoutes(notificationOperations, {
  list: ({ query }, http) => listNotifications(http.context(), query),
  markRead: ({ body }, http) => markRead(http.context(), body),
  pushKey: (_input, http) => pushKey(http.context()),
  pushSubscribe: ({ body }, http) => subscribePush(http.context(), body, http.request.headers['user-agent']),
  pushUnsubscribe: ({ body }, http) => unsubscribePush(http.context(), body),
});
