/**
 * One tab of the current orders (docs/PRODUCT.md#current-orders): the supplier filter (and on the Expected tab of the
 * regular list the "not opened" filter, decision 0031), then the tab's page of orders with each row's main action and
 * menu (docs/PRODUCT.md#row-menu), an empty state that offers a new draft, or the list query's error.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/domain/shared/enums';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { OrderListItem, OrderListResponse } from '@/domain/orders/orders.schemas';
import type { OrdersTab } from '@/domain/orders/row-menu';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { NotOpenedFilter } from '@/web/features/supplier-portal/public';
import { ListPaging } from '../components/list-paging';
import { OrderListView } from '../components/order-list-view';
import { OrderPrimaryAction } from '../components/order-primary-action';
import { OrderRowMenu, type RowAction } from '../components/order-row-menu';
import { SupplierFilter } from '../components/supplier-filter';
import { DEFAULT_TAB, type useCurrentOrdersParams } from './use-current-orders-params';

interface OrdersTabPanelProps {
  /** The tab this panel shows: only the active tab's panel is mounted, so it is the list query's tab too. */
  tab: OrdersTab;
  stationId: number;
  kind: OrderKind;
  notOpened: boolean;
  params: ReturnType<typeof useCurrentOrdersParams>;
  list: UseQueryResult<OrderListResponse>;
  mobile: boolean;
  role: Role;
  /** The order whose receive dialog is loading, if any. */
  opening: number | null;
  onAction: (action: RowAction, order: OrderListItem) => void;
  onOpen: (order: OrderListItem) => void;
  onCreate: () => void;
}

export function OrdersTabPanel(props: OrdersTabPanelProps) {
  const { tab, stationId, kind, notOpened, params, list } = props;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <SupplierFilter
          stationId={stationId}
          kind={kind}
          value={params.supplierId}
          onChange={params.setSupplier}
        />
        {tab === 'expected' && kind === 'regular' ? (
          <NotOpenedFilter checked={notOpened} onChange={params.setNotOpened} />
        ) : null}
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.orders.length === 0 ? (
        <EmptyTab tab={tab} onCreate={props.onCreate} />
      ) : (
        <>
          <OrderListView
            orders={list.data.orders}
            mobile={props.mobile}
            onOpen={props.onOpen}
            showStatus={tab === DEFAULT_TAB}
            renderActions={(order) => (
              <OrderPrimaryAction
                order={order}
                tab={tab}
                role={props.role}
                opening={props.opening}
                onAction={props.onAction}
              />
            )}
            renderMenu={(order) => (
              <OrderRowMenu order={order} role={props.role} tab={tab} onAction={props.onAction} />
            )}
          />
          <ListPaging
            page={params.page}
            pageSize={params.pageSize}
            count={list.data.count}
            onPage={params.setPage}
            onPageSize={params.setPageSize}
          />
        </>
      )}
    </Stack>
  );
}

function EmptyTab({ tab, onCreate }: { tab: OrdersTab; onCreate: () => void }) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed">{t(`empty.${tab}`)}</Text>
        {tab === 'draft' ? (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onCreate}>
            {t('page.createNew')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
