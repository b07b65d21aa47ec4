/**
 * Copy as SMS (docs/PRODUCT.md#copy-as-sms): the order's text, as it is sent to suppliers, to the clipboard (or the
 * Cmd/Ctrl+C prompt when the browser refuses), then the 'order text copied' notice after SMS_CONFIRMATION_MS
 * (docs/PRODUCT.md#constants-timings: 1 s).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatOrderMessage, messagePrices } from '@/domain/orders/order-message';
import { SMS_CONFIRMATION_MS } from '@/domain/shared/timing';
import { errorKey, useAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { copyShortcut, copyText } from '@/web/lib/clipboard';
import { useCurrentUser } from '@/web/lib/current-user';
import { notifyErrorText, notifySuccessText } from '@/web/lib/notify';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { fetchOrder, orderKeys } from '../order-queries';

export function useCopyOrderText(kind: OrderKind, venueName: string) {
  const { t } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const language = useAppLanguage();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();

  return async (orderId: number) => {
    try {
      const order = await queryClient.fetchQuery({
        queryKey: orderKeys.detail(orderId),
        queryFn: () => fetchOrder(orderId, kind),
      });
      const text = formatOrderMessage({
        language,
        venueName,
        stationName: order.department.name,
        orderNumber: order.order_number,
        deadline: order.deadline,
        items: order.products,
        orderNote: order.orderNote,
        paymentMethod: order.paymentMethod,
        // The order's own currency: the one its prices were stored in (docs/PRODUCT.md#prices).
        prices: messagePrices(user) && { currency: order.currency },
      });
      await copyText(text, t('copy.prompt', { keys: copyShortcut() }));
      window.setTimeout(() => notifySuccessText(t('copy.copied')), SMS_CONFIRMATION_MS);
    } catch (error) {
      notifyErrorText(tMain(errorKey(errorCodeOf(error))));
    }
  };
}
