/**
 * Past-due orders (warning banner and overdue list, past-due: docs/PRODUCT.md#overdue): expected orders whose
 * delivery day ended more than 24 hours ago, oldest first, five to a page (docs/PRODUCT.md#overdue). Each can be
 * received or moved to a new date; both take it off the list, and the banner goes once the list is empty.
 */
import { Alert, Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconPackageImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OVERDUE_PAGE_SIZE, type OrderListItem } from '@/domain/orders/orders.schemas';
import { AppModal } from '@/web/components/app-modal';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDate } from '@/web/lib/dates';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { useOverdueOrders } from '../api';
import { ChangeDateDialog } from './change-date-dialog';
import { supplierNameOf } from './order-list-view';

interface OverdueProps {
  stationId: number;
  kind: OrderKind;
  /** Opens the receive dialog for an overdue order. */
  onReceive: (order: OrderListItem) => void;
}

export function OverdueBanner({ stationId, kind, onReceive }: OverdueProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const overdue = useOverdueOrders(stationId, kind, 1);
  const [opened, setOpened] = useState(false);
  const count = overdue.data?.count ?? 0;
  if (count === 0 && !opened) return null;

  return (
    <>
      {count > 0 ? (
        <Alert
          color={SEMANTIC_COLORS.warning}
          icon={<IconAlertTriangle />}
          title={t('overdue.bannerTitle')}
          role="alert"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('overdue.banner', { count })}</Text>
            <Button size="xs" color={SEMANTIC_COLORS.warning} onClick={() => setOpened(true)}>
              {t('overdue.show')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <OverdueModal
        opened={opened}
        stationId={stationId}
        kind={kind}
        onClose={() => setOpened(false)}
        onReceive={(order) => {
          setOpened(false);
          onReceive(order);
        }}
      />
    </>
  );
}

interface OverdueModalProps extends OverdueProps {
  opened: boolean;
  onClose: () => void;
}

function OverdueModal({ opened, stationId, kind, onClose, onReceive }: OverdueModalProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('overdue.title')}>
      {opened ? <OverdueList stationId={stationId} kind={kind} onReceive={onReceive} /> : null}
    </AppModal>
  );
}

function OverdueList({ stationId, kind, onReceive }: OverdueProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const [page, setPage] = useState(1);
  const [changing, setChanging] = useState<OrderListItem | null>(null);
  const overdue = useOverdueOrders(stationId, kind, page);
  const pages = Math.max(1, Math.ceil((overdue.data?.count ?? 0) / OVERDUE_PAGE_SIZE));
  // A date change can empty the last page: step back to the one that still has orders.
  if (overdue.data && page > pages) setPage(pages);

  if (overdue.isPending) return <PageLoader />;
  if (overdue.isError) return <ErrorState error={overdue.error} onRetry={() => void overdue.refetch()} />;

  return (
    <Stack gap="sm">
      <Text size="sm">{t('overdue.intro')}</Text>
      {overdue.data.orders.length === 0 ? (
        <Text c="dimmed">{t('overdue.empty')}</Text>
      ) : (
        overdue.data.orders.map((order) => (
          <Paper
            key={order.id}
            withBorder
            radius="md"
            p="sm"
            component="article"
            aria-label={order.order_number}
          >
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={700}>{order.order_number}</Text>
                <Text size="sm" c={SEMANTIC_COLORS.negative} fw={600}>
                  {formatDate(order.deadline)}
                </Text>
              </Group>
              <Text size="sm">{supplierNameOf(order)}</Text>
              <Group gap="xs" grow>
                <Button
                  variant="light"
                  leftSection={<IconCalendarEvent size={16} />}
                  onClick={() => setChanging(order)}
                  aria-label={t('list.actionOn', {
                    action: t('overdue.changeDate'),
                    number: order.order_number,
                  })}
                >
                  {t('overdue.changeDate')}
                </Button>
                <Button
                  leftSection={<IconPackageImport size={16} />}
                  onClick={() => onReceive(order)}
                  aria-label={t('list.actionOn', {
                    action: t('overdue.receive'),
                    number: order.order_number,
                  })}
                >
                  {t('overdue.receive')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))
      )}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} siblings={0} /> : null}
      <ChangeDateDialog order={changing} onClose={() => setChanging(null)} />
    </Stack>
  );
}
