/**
 * The options menu of an order row (docs/PRODUCT.md#row-menu). What is enabled comes from the domain's orderRowMenu,
 * the same rules the server enforces, so an entry is never offered for something the server refuses.
 */
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCopy,
  IconDotsVertical,
  IconEye,
  IconPencil,
  IconPhone,
  IconPackageImport,
  IconRepeat,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import { orderRowMenu, type OrdersTab } from '@/domain/orders/row-menu';
import type { Role } from '@/domain/shared/enums';
import { withLeadingZero } from '@/domain/shared/phone';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

export type RowAction = 'edit' | 'delete' | 'view' | 'receive' | 'repeat' | 'copyAsSms';

export function rowMenuOf(order: OrderListItem, role: Role, tab: OrdersTab) {
  const supplier = order.supplier ?? order.marketSupplier;
  return orderRowMenu(
    {
      status: order.status,
      supplierDeleted: supplier === null || supplier.deleted,
      supplierContactNumber: order.supplierContactNumber,
      hasShortfall: order.hasShortfall,
    },
    role,
    tab,
  );
}

interface OrderRowMenuProps {
  order: OrderListItem;
  role: Role;
  tab: OrdersTab;
  onAction: (action: RowAction, order: OrderListItem) => void;
}

export function OrderRowMenu({ order, role, tab, onAction }: OrderRowMenuProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const menu = rowMenuOf(order, role, tab);
  const act = (action: RowAction) => () => onAction(action, order);
  const phone = order.supplierContactNumber ? withLeadingZero(order.supplierContactNumber) : '';

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('list.options', { number: order.order_number })}
        >
          <IconDotsVertical size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} disabled={!menu.edit.enabled} onClick={act('edit')}>
          {t(`menu.${menu.edit.label}`)}
        </Menu.Item>
        <Menu.Item leftSection={<IconEye size={16} />} disabled={!menu.view} onClick={act('view')}>
          {t('menu.view')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPackageImport size={16} />}
          disabled={!menu.receive}
          onClick={act('receive')}
        >
          {t('menu.receive')}
        </Menu.Item>
        <Menu.Item leftSection={<IconRepeat size={16} />} disabled={!menu.repeat} onClick={act('repeat')}>
          {t('menu.repeat')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} disabled={!menu.copyAsSms} onClick={act('copyAsSms')}>
          {t('menu.copyAsSms')}
        </Menu.Item>
        {menu.callSupplier ? (
          <Menu.Item leftSection={<IconPhone size={16} />} component="a" href={`tel:${phone}`}>
            {t('menu.callSupplier')}
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconPhone size={16} />} disabled>
            {t('menu.callSupplier')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconTrash size={16} />}
          color={SEMANTIC_COLORS.negative}
          disabled={!menu.delete}
          onClick={act('delete')}
        >
          {t('menu.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
