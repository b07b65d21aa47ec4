/**
 * The preview of an order (row menu "view", the archive: docs/PRODUCT.md#row-menu): its items with what happened to
 * each, the notes, and who created, sent and last changed it when.
 */
import { Anchor, Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarRepeat, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/domain/orders/orders.schemas';
import { withLeadingZero } from '@/domain/shared/phone';
import { formatDate, formatDateTime } from '@/web/lib/dates';
import { buildPath } from '@/web/lib/paths';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { SupplierAnswerPanel } from '@/web/features/supplier-portal/public';
import { OrderPhotos } from '@/web/features/photos/public';
import { SaveStandingDialog } from '@/web/features/standing-orders/public';
import { useCurrentUser } from '@/web/lib/current-user';
import { ApprovalPanel } from './approval-panel';
import { OrderCreditPanel } from '@/web/features/credits/public';
import { OrderDialog } from './order-dialog';
import { OrderItemHeading } from './order-item-heading';
import { ItemOutcome } from './item-outcome';
import { LineMoney, OrderTotal } from './order-money';
import { OrderStatusBadge } from './order-status-badge';

interface OrderViewDialogProps {
  orderId: number | null;
  kind: OrderKind;
  onClose: () => void;
}

export function OrderViewDialog({ orderId, kind, onClose }: OrderViewDialogProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  return (
    <OrderDialog
      orderId={orderId}
      kind={kind}
      onClose={onClose}
      title={(order) => (order ? t('view.title', { number: order.order_number }) : t('view.titleLoading'))}
    >
      {(order) => <OrderDetails order={order} kind={kind} />}
    </OrderDialog>
  );
}

function OrderDetails({ order, kind }: { order: Order; kind: OrderKind }) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const { t: tOrders } = useTranslation('orders');
  const supplier = order.supplier ?? order.marketSupplier;
  const who = (person: { name: string } | null, at: string | null) =>
    person && at ? t('view.byAt', { name: person.name, at: formatDateTime(at) }) : null;

  return (
    <Stack gap="md">
      {/* The order and its receipt as one A4 page (docs/PRODUCT.md#archive: for the accountant, print to PDF). */}
      <Group justify="flex-end">
        <Button
          component={Link}
          to={buildPath.orderPrint(order.id)}
          variant="light"
          leftSection={<IconPrinter size={18} />}
        >
          {tOrders('print.action')}
        </Button>
      </Group>
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
          <Fact label={tOrders('fields.contact')}>
            {/* Callable: a "call the supplier" reminder opens this view (docs/PRODUCT.md#notifications). */}
            <Anchor href={`tel:${withLeadingZero(order.supplierContactNumber)}`} className="tap-target">
              {order.supplierContactNumber}
            </Anchor>
          </Fact>
        ) : null}
      </SimpleGrid>

      {/* Whether the supplier opened a sent order and what they answered (docs/PRODUCT.md#supplier-answer). */}
      {order.sentAt && !order.isCustomOrder ? (
        <SupplierAnswerPanel orderId={order.id} items={order.products} />
      ) : null}

      <Stack gap="xs">
        <Text fw={700}>{tOrders('fields.items')}</Text>
        {order.products.map((item) => (
          <Paper key={item.id} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <OrderItemHeading item={item} />
              <LineMoney item={item} currency={order.currency} />
              {order.status !== 'OPEN' ? <ItemOutcome item={item} kind={kind} /> : null}
              {item.receiveNote ? (
                <Text size="sm" c="dimmed">
                  {t('receive.itemNote')}: {item.receiveNote}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        ))}
        <OrderTotal order={order} />
      </Stack>

      {order.status === 'OPEN' ? <ApprovalPanel orderId={order.id} /> : null}

      {order.orderNote ? <Fact label={tOrders('fields.orderNote')}>{order.orderNote}</Fact> : null}
      {order.receivingNote ? (
        <Fact label={tOrders('fields.receivingNote')}>{order.receivingNote}</Fact>
      ) : null}
      {order.status === 'COMPLETED' || order.status === 'INCOMPLETE' ? (
        <OrderPhotos orderId={order.id} />
      ) : null}
      {kind === 'regular' ? <SaveAsStanding order={order} /> : null}
      {/* What the supplier owes for a short or over-priced receipt, and the tap that asks for it (src/domain/credits). */}
      {(order.status === 'COMPLETED' || order.status === 'INCOMPLETE') && !order.isCustomOrder ? (
        <OrderCreditPanel orderId={order.id} />
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

/**
 * "Save as standing order" (docs/decisions/0030-standing-orders.md): for a regular order of a supplier that still
 * exists, by a user who may send orders.
 */
function SaveAsStanding({ order }: { order: Order }) {
  const { t } = useTranslation('standing-orders', { keyPrefix: 'save' });
  const { user } = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const venueId = user?.venue?.id;
  const supplier = order.supplier;
  if (!supplier || supplier.deleted || venueId === undefined) return null;
  if (user?.role !== 'ROLE_ADMIN' && !user?.canSendOrder) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconCalendarRepeat size={18} />} onClick={() => setOpened(true)}>
        {t('open')}
      </Button>
      {opened ? (
        <SaveStandingDialog
          opened
          onClose={() => setOpened(false)}
          source={{
            orderId: order.id,
            supplierId: supplier.id,
            supplierName: supplier.name,
            venueId,
            supplierContactId: order.supplierContactId,
          }}
        />
      ) : null}
    </>
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
