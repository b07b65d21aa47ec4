/**
 * What a notification says and where it leads, from its kind and data (docs/decisions/0030-standing-orders.md): the
 * text is written here in the reader's language, never stored. A new kind adds its case here and its texts.
 */
import type { TFunction } from 'i18next';
import type { Notification } from '@/domain/notifications/notifications.schemas';
import { formatDisplayDate } from '@/domain/shared/date-format';
import { currentOrdersPath, editOrderPath } from '@/web/features/orders/public';

export interface NotificationView {
  title: string;
  body: string;
  /** The screen it opens. */
  to: string;
}

export function notificationView(
  notification: Notification,
  t: TFunction<'notifications'>,
): NotificationView {
  switch (notification.kind) {
    case 'standingOrderReady': {
      const { data } = notification;
      const values = { supplier: data.supplierName, date: formatDisplayDate(data.deliveryDate) };
      return data.sent
        ? {
            title: t('standingOrderReady.sentTitle', values),
            body: t('standingOrderReady.sentBody', values),
            to: currentOrdersPath(data.stationId, 'regular', 'expected'),
          }
        : {
            title: t('standingOrderReady.title', values),
            body: t('standingOrderReady.body', values),
            to: editOrderPath(data.stationId, data.orderId),
          };
    }
  }
}
