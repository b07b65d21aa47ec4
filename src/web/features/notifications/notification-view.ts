/**
 * What a notification says and where it leads, from its kind and data (docs/decisions/0030-standing-orders.md): the
 * text is written here in the reader's language, never stored. A new kind adds its case here and its texts.
 */
import type { TFunction } from 'i18next';
import type { Notification } from '@/domain/notifications/notifications.schemas';
import { formatDisplayDate } from '@/domain/shared/date-format';
import {
  currentOrdersPath,
  editOrderPath,
  newOrderPath,
  orderViewPath,
  reviewAndSendPath,
} from '@/web/features/orders/public';
import { PATHS } from '@/web/lib/paths';

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
            // Review and send in one tap: the draft at its send step, the standing order's contact chosen.
            to: reviewAndSendPath(data.stationId, data.orderId),
          };
    }
    case 'supplierAnswered': {
      const { data } = notification;
      const values = {
        supplier: data.supplierName,
        number: data.orderNumber,
        date: formatDisplayDate(data.deliveryDate),
      };
      return {
        title: t(`supplierAnswered.${data.decision}`, values),
        body: t('supplierAnswered.body', values),
        to: currentOrdersPath(data.stationId, data.custom ? 'custom' : 'regular', 'expected'),
      };
    }
    case 'approvalRequested': {
      const { data } = notification;
      const values = { number: data.orderNumber, name: data.requesterName };
      // The home screen's "waiting for approval" card, where it is approved or returned.
      return {
        title: t('approvalRequested.title', values),
        body: t('approvalRequested.body', values),
        to: PATHS.home,
      };
    }
    case 'approvalDecided': {
      const { data } = notification;
      const values = { number: data.orderNumber, note: data.note };
      return {
        title: t(data.approved ? 'approvalDecided.approvedTitle' : 'approvalDecided.returnedTitle', values),
        body: data.approved
          ? t('approvalDecided.approvedBody', values)
          : data.note === ''
            ? ''
            : t('approvalDecided.returnedBody', values),
        to: editOrderPath(data.stationId, data.orderId),
      };
    }
    // Cut-off times are the venue's 24-hour 'HH:MM', as both languages write them (sr-Latn, en-GB).
    case 'cutoffSoon': {
      const { data } = notification;
      const values = {
        time: data.cutoffTime,
        supplier: data.supplierName,
        station: data.stationName,
        date: formatDisplayDate(data.deliveryDate),
      };
      // A new order of the station to that supplier; its date step picks the delivery the cut-off still allows.
      return {
        title: t('cutoffSoon.title', values),
        body: t('cutoffSoon.body', values),
        to: newOrderPath(data.stationId, data.custom ? 'custom' : 'regular', data.supplierId),
      };
    }
    case 'supplierNotOpened': {
      const { data } = notification;
      const values = {
        number: data.orderNumber,
        supplier: data.supplierName,
        time: data.cutoffTime,
        date: formatDisplayDate(data.deliveryDate),
      };
      // The order's preview, where the contact's number is a tap away.
      return {
        title: t('supplierNotOpened.title', values),
        body: t('supplierNotOpened.body', values),
        to: orderViewPath(data.stationId, 'regular', data.orderId),
      };
    }
  }
}
