/**
 * The one button on each row of current orders (docs/PRODUCT.md#row-action): continue a draft, receive an expected
 * order (or say its receipt waits to be sent, decision 0024), view a delivered one. Every row has the same button, so the order number tells them apart for screen
 * readers.
 */
import { Badge, Button } from '@mantine/core';
import { IconCloudUpload, IconEye, IconPackageImport, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/domain/auth/profile.schemas';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import type { OrdersTab } from '@/domain/orders/row-menu';
import { useReceiptWaiting } from '@/web/features/offline/public';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { type RowAction, rowMenuOf } from './order-row-menu';

interface OrderPrimaryActionProps {
  order: OrderListItem;
  tab: OrdersTab;
  role: Profile['role'];
  /** The order whose receive dialog is loading. */
  opening: number | null;
  onAction: (action: RowAction, order: OrderListItem) => void;
}

export function OrderPrimaryAction({ order, tab, role, opening, onAction }: OrderPrimaryActionProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const waitingToSend = useReceiptWaiting(order.id);
  const actionOn = (action: string) => t('list.actionOn', { action, number: order.order_number });
  if (tab === 'draft') {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} />}
        disabled={!rowMenuOf(order, role, tab).edit.enabled}
        onClick={() => onAction('edit', order)}
        aria-label={actionOn(t('primary.continue'))}
      >
        {t('primary.continue')}
      </Button>
    );
  }
  if (tab === 'expected' && waitingToSend) {
    // Received offline: the receipt waits in the outbox (decision 0024); receiving again would only conflict with it.
    return (
      <Badge
        color={SEMANTIC_COLORS.accent}
        variant="light"
        size="lg"
        tt="none"
        leftSection={<IconCloudUpload size={14} />}
      >
        {t('primary.waitingToSend')}
      </Badge>
    );
  }
  if (tab === 'expected') {
    return (
      <Button
        size="xs"
        leftSection={<IconPackageImport size={14} />}
        loading={opening === order.id}
        disabled={!rowMenuOf(order, role, tab).receive}
        onClick={() => onAction('receive', order)}
        aria-label={actionOn(t('primary.receive'))}
      >
        {t('primary.receive')}
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconEye size={14} />}
      onClick={() => onAction('view', order)}
      aria-label={actionOn(t('primary.view'))}
    >
      {t('primary.view')}
    </Button>
  );
}
