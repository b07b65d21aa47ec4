/** An ordered item's name, amount with unit, and note: the top of an item in the preview and the receive dialog. */
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '@/domain/orders/orders.schemas';
import { useFormatAmount } from '@/web/lib/use-format-amount';

export function OrderItemHeading({ item }: { item: OrderItem }) {
  const { t } = useTranslation('orders');
  const format = useFormatAmount();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={600}>{item.name}</Text>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {format(item.amount)} {item.unit}
        </Text>
      </Group>
      {item.note ? (
        <Text size="sm" c="dimmed">
          {t('fields.note')}: {item.note}
        </Text>
      ) : null}
    </>
  );
}
