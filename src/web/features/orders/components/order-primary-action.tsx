/**
 * The one button on each row of current orders (docs/PRODUCT.md#row-action): continue a draft, receive an expected
 * order, view a delivered one. Every row has the same button, so the order number tells them apart for screen
 * readers.
 */
import { Button } from '@mantine/core';
import { IconEye, IconPackageImport, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/domain/auth/profile.schemas';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import type { OrdersTab } from '@/domain/orders/row-menu';
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
