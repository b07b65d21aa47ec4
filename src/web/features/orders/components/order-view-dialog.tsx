/**
 * The preview of an order (SPEC §2 row menu "view", the archive): its items with what happened to each, the
 * notes, and who created, sent and last changed it when.
 */
import { Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeAmount } from '@/domain/orders/amount';
import type { Order } from '@/domain/orders/order-schemas';
import { AppModal } from '@/web/components/app-modal';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { formatDate, formatDateTime } from '@/web/lib/dates';
import { type OrderKind, useOrder } from '../api';
import { ItemOutcome } from './item-outcome';
import { OrderStatusBadge } from './order-status-badge';

interface OrderViewDialogProps {
  orderId: number | null;
  kind: OrderKind;
  onClose: () => void;
}

export function OrderViewDialog({ orderId, kind, onClose }: OrderViewDialogProps) {
  const { t } = useTranslation('currentOrders');
  const order = useOrder(orderId, kind);
  const loaded = order.data && order.data.id === orderId ? order.data : null;
  return (
    <AppModal
      opened={orderId !== null}
      onClose={onClose}
      title={loaded ? t('view.title', { number: loaded.order_number }) : t('view.titleLoading')}
    >
      {order.isError ? (
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      ) : loaded ? (
        <OrderDetails order={loaded} kind={kind} />
      ) : (
        <PageLoader />
      )}
    </AppModal>
  );
}

function OrderDetails({ order, kind }: { order: Order; kind: OrderKind }) {
  const { t } = useTranslation('currentOrders');
  const { t: tOrders } = useTranslation('orders');
  const supplier = order.supplier ?? order.marketSupplier;
  const who = (person: { name: string } | null, at: string | null) =>
    person && at ? t('view.byAt', { name: person.name, at: formatDateTime(at) }) : null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
        <Fact label={tOrders('fields.status')}>
          <OrderStatusBadge status={order.status} />
        </Fact>
        <Fact label={tOrders('fields.deadline')}>{formatDate(order.deadline)}</Fact>
        <Fact label={tOrders('fields.supplier')}>{supplier?.name ?? ''}</Fact>
        <Fact label={tOrders('fields.station')}>{order.department.name}</Fact>
        {order.paymentMethod ? (
          <Fact label={tOrders('fields.paymentMethod')}>
            {tOrders(`paymentMethod.${order.paymentMethod}`)}
          </Fact>
        ) : null}
        {order.supplierContactNumber ? (
          <Fact label={tOrders('fields.contact')}>{order.supplierContactNumber}</Fact>
        ) : null}
      </SimpleGrid>

      <Stack gap="xs">
        <Text fw={700}>{tOrders('fields.items')}</Text>
        {order.products.map((item) => (
          <Paper key={item.id} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fw={600}>{item.name}</Text>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {normalizeAmount(item.amount)} {item.unit}
                </Text>
              </Group>
              {item.note ? (
                <Text size="sm" c="dimmed">
                  {tOrders('fields.note')}: {item.note}
                </Text>
              ) : null}
              {order.status !== 'OPEN' ? <ItemOutcome item={item} kind={kind} /> : null}
              {item.receiveNote ? (
                <Text size="sm" c="dimmed">
                  {t('receive.itemNote')}: {item.receiveNote}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>

      {order.orderNote ? <Fact label={tOrders('fields.orderNote')}>{order.orderNote}</Fact> : null}
      {order.receivingNote ? (
        <Fact label={tOrders('fields.receivingNote')}>{order.receivingNote}</Fact>
      ) : null}

      <Divider />
      <Stack gap={4}>
        {[
          [tOrders('fields.createdBy'), who(order.createdBy, order.createdAt)],
          [tOrders('fields.sentBy'), who(order.sentBy, order.sentAt)],
          [t('view.lastUpdatedBy'), who(order.lastUpdatedBy, order.lastUpdatedAt)],
        ]
          .filter((entry): entry is [string, string] => entry[1] !== null)
          .map(([label, value]) => (
            <Text key={label} size="sm">
              <Text span c="dimmed" size="sm">
                {label}:
              </Text>{' '}
              {value}
            </Text>
          ))}
      </Stack>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}
