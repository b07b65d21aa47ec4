/**
 * Orders the supplier rejected before anything arrived (docs/PRODUCT.md#rejected-orders): they leave the Expected
 * tab and stand here, above the tabs, for everyone of the station, each with its "rejected" chip and the way to
 * receive it anyway when part of it came (typically everything else as not available).
 */
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertOctagon, IconPackageImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import { SupplierStateChip } from '@/web/features/supplier-portal/public';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDate } from '@/web/lib/dates';
import { useOrderList } from '../api';
import { supplierNameOf } from './order-list-view';

/** More than this many rejected orders at once is not expected; the banner shows the newest. */
const REJECTED_SHOWN = 10;

interface RejectedOrdersProps {
  stationId: number;
  onReceive: (order: OrderListItem) => void;
  /** The order whose receive dialog is loading. */
  opening: number | null;
}

/** The station's rejected orders (regular orders only: `enabled` false for warehouse lists). */
export function useRejectedOrders(stationId: number, enabled = true) {
  return useOrderList(
    stationId,
    'regular',
    { status: 'IN_PROGRESS', rejected: 'true', page: 1, pageSize: REJECTED_SHOWN },
    enabled,
  );
}

export function RejectedOrders({ stationId, onReceive, opening }: RejectedOrdersProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const rejected = useRejectedOrders(stationId);
  const orders = rejected.data?.orders ?? [];
  if (orders.length === 0) return null;
  return (
    <Alert
      color={SEMANTIC_COLORS.negative}
      icon={<IconAlertOctagon />}
      title={t('rejected.title')}
      role="region"
      aria-label={t('rejected.title')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('rejected.text')}</Text>
        {orders.map((order) => (
          <Paper
            key={order.id}
            withBorder
            radius="md"
            p="xs"
            component="article"
            aria-label={order.order_number}
          >
            <Group justify="space-between" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={700}>{order.order_number}</Text>
                  <SupplierStateChip state={order.supplierState} />
                </Group>
                <Text size="sm">
                  {supplierNameOf(order)} · {formatDate(order.deadline)}
                </Text>
              </Stack>
              <Button
                leftSection={<IconPackageImport size={16} />}
                onClick={() => onReceive(order)}
                loading={opening === order.id}
                aria-label={t('list.actionOn', { action: t('primary.receive'), number: order.order_number })}
              >
                {t('primary.receive')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Alert>
  );
}
