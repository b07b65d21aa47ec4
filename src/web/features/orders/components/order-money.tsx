/**
 * What an order costs in its preview (docs/PRODUCT.md#prices): each priced line's unit price and value, the price
 * paid when the receipt recorded one, and the order total; money in the reader's format ("1.234,50 RSD").
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order, OrderItem } from '@/domain/orders/orders.schemas';
import { formatMoney, orderTotal } from '@/domain/prices/money';
import { useAppLanguage } from '@/web/i18n/i18n';

function useMoney(currency: string): (money: string) => string {
  const language = useAppLanguage();
  return (money) => formatMoney(money, currency, language);
}

export function LineMoney({ item, currency }: { item: OrderItem; currency: string }) {
  const { t } = useTranslation('orders', { keyPrefix: 'money' });
  const money = useMoney(currency);
  if (!item.unitPrice && !item.paidPrice) return null;
  return (
    <>
      {item.unitPrice && item.lineValue ? (
        <Text size="sm">{t('line', { price: money(item.unitPrice), value: money(item.lineValue) })}</Text>
      ) : null}
      {item.paidPrice ? <Text size="sm">{t('paid', { price: money(item.paidPrice) })}</Text> : null}
    </>
  );
}

/** The order total, or nothing when no line has a price; lines without one are named as left out. */
export function OrderTotal({ order }: { order: Order }) {
  const { t } = useTranslation('orders', { keyPrefix: 'money' });
  const money = useMoney(order.currency);
  if (order.total === null) return null;
  const { unpricedLines } = orderTotal(order.products);
  return (
    <Text fw={700} role="status">
      {t('total', { total: money(order.total) })}
      {unpricedLines > 0 ? ` ${t('unpriced', { count: unpricedLines })}` : ''}
    </Text>
  );
}
