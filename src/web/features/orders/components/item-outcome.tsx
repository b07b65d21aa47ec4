/**
 * What happened to an order item, read-only (item statuses: docs/PRODUCT.md#item-statuses): delivered in full or in
 * part, not available, moved to another order (named by its number), arriving later, or still waiting.
 */
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { compareAmounts } from '@/domain/orders/amount';
import type { OrderItem } from '@/domain/orders/orders.schemas';
import type { ItemStatus } from '@/domain/shared/enums';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { useOrder } from '../api';

const STATUS_COLOR: Record<ItemStatus, string> = {
  PENDING: 'gray',
  DELIVERED: SEMANTIC_COLORS.positive,
  NOT_DELIVERED: SEMANTIC_COLORS.negative,
  PARTIALLY_ARRIVED: SEMANTIC_COLORS.warning,
  INCOMPLETE: SEMANTIC_COLORS.warning,
  MOVE_TO_NEW: SEMANTIC_COLORS.accent,
};

function isPartialDelivery(item: OrderItem): boolean {
  return (
    item.status === 'DELIVERED' &&
    item.deliveredAmount !== null &&
    compareAmounts(item.deliveredAmount, item.amount) < 0
  );
}

export function ItemOutcome({ item, kind }: { item: OrderItem; kind: OrderKind }) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('orders', { keyPrefix: 'current' });
  const format = useFormatAmount();
  const partial = isPartialDelivery(item);
  const color = partial ? SEMANTIC_COLORS.warning : STATUS_COLOR[item.status];
  const label = partial ? tc('outcome.partial') : t(`itemStatus.${item.status}`);

  return (
    <Group gap="xs" wrap="wrap">
      <Badge color={color} variant="light" radius="sm">
        {label}
      </Badge>
      {item.status === 'DELIVERED' && item.deliveredAmount !== null ? (
        <Text size="sm">
          {partial
            ? tc('outcome.deliveredOf', {
                delivered: format(item.deliveredAmount),
                amount: format(item.amount),
                unit: item.unit,
              })
            : tc('outcome.deliveredAmount', {
                amount: format(item.deliveredAmount),
                unit: item.unit,
              })}
        </Text>
      ) : null}
      {item.status === 'NOT_DELIVERED' && item.notDeliveredReason ? (
        <Text size="sm">{t(`reason.${item.notDeliveredReason}`)}</Text>
      ) : null}
      {item.status === 'MOVE_TO_NEW' && item.move_to_order_id !== null ? (
        <MovedTo orderId={item.move_to_order_id} kind={kind} />
      ) : null}
    </Group>
  );
}

/** The number of the order a moved item went to; its id until that order is loaded (or when it was deleted). */
function MovedTo({ orderId, kind }: { orderId: number; kind: OrderKind }) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const target = useOrder(orderId, kind);
  return (
    <Text size="sm">{t('outcome.movedTo', { number: target.data?.order_number ?? `#${orderId}` })}</Text>
  );
}
