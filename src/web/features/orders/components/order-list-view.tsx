/**
 * A page of orders: a table on wide screens, cards on phones (ARCHITECTURE: every screen works at 360 px). Used by
 * current orders (columns, docs/PRODUCT.md#current-orders: number, date, supplier, status, actions, options) and the
 * archive. A partial delivery or any other shortfall carries the alert icon (docs/PRODUCT.md#row-menu).
 */
import { Card, Group, Stack, Table, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDate } from '@/web/lib/dates';
import { SupplierStateChip } from '@/web/features/supplier-portal/public';
import { OrderStatusBadge } from './order-status-badge';

interface OrderListViewProps {
  orders: OrderListItem[];
  mobile: boolean;
  onOpen: (order: OrderListItem) => void;
  showStatus?: boolean;
  showStation?: boolean;
  /** The actions column: the row's main action. */
  renderActions?: (order: OrderListItem) => ReactNode;
  /** The options column: the row menu. */
  renderMenu?: (order: OrderListItem) => ReactNode;
}

export const supplierNameOf = (order: Pick<OrderListItem, 'supplier' | 'marketSupplier'>) =>
  order.supplier?.name ?? order.marketSupplier?.name ?? '';

// Buttons and menus inside a row act on their own; the click must not also open the order.
const stop = (event: MouseEvent) => event.stopPropagation();

function ShortfallIcon() {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  return (
    <ThemeIcon
      color={SEMANTIC_COLORS.warning}
      variant="light"
      size="sm"
      radius="xl"
      role="img"
      aria-label={t('list.shortfall')}
      title={t('list.shortfall')}
    >
      <IconAlertTriangle size={14} />
    </ThemeIcon>
  );
}

function OrderNumber({ order, onOpen }: { order: OrderListItem; onOpen: (order: OrderListItem) => void }) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  return (
    <Group gap={6} wrap="nowrap">
      <UnstyledButton
        onClick={(event) => {
          stop(event);
          onOpen(order);
        }}
        aria-label={t('list.open', { number: order.order_number })}
        className="tap-target"
        fw={700}
        c={SEMANTIC_COLORS.accent}
        style={{ whiteSpace: 'nowrap' }}
      >
        {order.order_number}
      </UnstyledButton>
      {order.hasShortfall ? <ShortfallIcon /> : null}
    </Group>
  );
}

export function OrderListView(props: OrderListViewProps) {
  return props.mobile ? <OrderCards {...props} /> : <OrderTable {...props} />;
}

function OrderTable({
  orders,
  onOpen,
  showStatus,
  showStation,
  renderActions,
  renderMenu,
}: OrderListViewProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.date')}</Table.Th>
            {showStation ? <Table.Th>{t('columns.station')}</Table.Th> : null}
            <Table.Th>{t('columns.supplier')}</Table.Th>
            {showStatus ? <Table.Th>{t('columns.status')}</Table.Th> : null}
            {renderActions ? <Table.Th>{t('columns.actions')}</Table.Th> : null}
            {renderMenu ? <Table.Th ta="right">{t('columns.options')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr
              key={order.id}
              onClick={() => onOpen(order)}
              style={{ cursor: 'pointer' }}
              aria-label={order.order_number}
            >
              <Table.Td>
                <OrderNumber order={order} onOpen={onOpen} />
              </Table.Td>
              <Table.Td>{formatDate(order.deadline)}</Table.Td>
              {showStation ? <Table.Td>{order.department.name}</Table.Td> : null}
              <Table.Td>
                <Group gap={6}>
                  {supplierNameOf(order)}
                  <SupplierStateChip state={order.supplierState} />
                </Group>
              </Table.Td>
              {showStatus ? (
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
              ) : null}
              {renderActions ? <Table.Td onClick={stop}>{renderActions(order)}</Table.Td> : null}
              {renderMenu ? (
                <Table.Td ta="right" onClick={stop}>
                  {renderMenu(order)}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderCards({
  orders,
  onOpen,
  showStatus,
  showStation,
  renderActions,
  renderMenu,
}: OrderListViewProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <Card
          key={order.id}
          withBorder
          radius="md"
          padding="sm"
          component="article"
          aria-label={order.order_number}
          onClick={() => onOpen(order)}
          style={{ cursor: 'pointer' }}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <OrderNumber order={order} onOpen={onOpen} />
              <Group gap="xs" wrap="nowrap" onClick={stop}>
                {showStatus ? <OrderStatusBadge status={order.status} /> : null}
                {renderMenu?.(order)}
              </Group>
            </Group>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('columns.date')}:
              </Text>{' '}
              {formatDate(order.deadline)}
            </Text>
            {showStation ? (
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('columns.station')}:
                </Text>{' '}
                {order.department.name}
              </Text>
            ) : null}
            <Group gap={6} wrap="wrap">
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('columns.supplier')}:
                </Text>{' '}
                {supplierNameOf(order)}
              </Text>
              <SupplierStateChip state={order.supplierState} />
            </Group>
            {renderActions ? (
              <Group gap="xs" onClick={stop}>
                {renderActions(order)}
              </Group>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
