/**
 * /current-orders/{departmentID}/orders and /custom-orders (SPEC §2 current-orders screen): a station's orders in
 * three tabs kept in the `tab` query (1 draft, 2 expected, 3 delivered), filtered by supplier and paged. Drafts
 * open in the wizard, expected orders open the receive dialog, delivered ones the preview. The row menu follows
 * the domain's row-menu rules (SPEC §4); overdue expected orders get a banner and their own list.
 */
import { Alert, Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconEye, IconPackageImport, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Profile } from '@/domain/auth/profile';
import {
  ALL_SUPPLIERS_IDS,
  DEFAULT_ORDERS_PAGE_SIZE,
  type OrderListItem,
} from '@/domain/orders/order-schemas';
import type { OrdersTab } from '@/domain/orders/row-menu';
import { DRAFT_STATUSES, EXPECTED_STATUSES } from '@/domain/orders/status-groups';
import type { OrderStatus } from '@/domain/shared/enums';
import { PATHS } from '@/web/app/paths';
import { AppModal } from '@/web/components/app-modal';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useStationSuppliers } from '@/web/features/suppliers/api';
import { useStations } from '@/web/features/venues/api';
import { errorKey, useLazyNamespace } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useCurrentUser } from '@/web/lib/current-user';
import { notifyErrorText, notifySuccessText } from '@/web/lib/notify';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { fetchOrder, orderKeys, useDeleteOrder, useOrderList } from '../api';
import { lastPageOf, ListPaging } from '../components/list-paging';
import { OrderListView } from '../components/order-list-view';
import { OrderRowMenu, type RowAction, rowMenuOf } from '../components/order-row-menu';
import { editOrderPath, startNewOrder, TAB_NUMBERS, tabOfQuery } from '../components/order-paths';
import { OrderViewDialog } from '../components/order-view-dialog';
import { OverdueBanner } from '../components/overdue-orders';
import { ReceiveDialog } from '../components/receive-dialog';
import { RepeatDialog } from '../components/repeat-dialog';
import { useCopyOrderText } from '../components/use-copy-order';

const TABS: readonly OrdersTab[] = ['draft', 'expected', 'delivered'];

const TAB_STATUSES: Record<OrdersTab, readonly OrderStatus[]> = {
  draft: DRAFT_STATUSES,
  expected: EXPECTED_STATUSES,
  delivered: ['COMPLETED'],
};

/**
 * Without a `tab` query the screen opens on Expected, where receiving happens; it is also the only tab whose rows
 * differ in status (expected or incomplete), so the status column is shown there alone (SPEC §2).
 */
const DEFAULT_TAB: OrdersTab = 'expected';

/** SPEC §2: 'All suppliers' is the placeholder id 999. */
const ALL_SUPPLIERS = ALL_SUPPLIERS_IDS[0];

export function CurrentOrdersPage() {
  const ready = useLazyNamespace('currentOrders');
  const ordersReady = useLazyNamespace('orders');
  const { departmentId } = useParams();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const stationId = Number(departmentId);
  // SPEC §2: regular or warehouse list by whether the path holds custom-orders.
  const kind: OrderKind = pathname.includes('/custom-orders') ? 'custom' : 'regular';

  if (!ready || !ordersReady || !user) return <PageLoader />;
  if (!Number.isInteger(stationId) || stationId <= 0 || !user.venue) return <StationMissing />;
  return (
    <CurrentOrders
      key={`${kind}:${stationId}`}
      stationId={stationId}
      kind={kind}
      user={user}
      venue={user.venue}
    />
  );
}

function StationMissing() {
  const { t } = useTranslation('currentOrders');
  return (
    <Alert color={SEMANTIC_COLORS.warning} title={t('page.stationMissingTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('page.stationMissing')}</Text>
        <Button component={Link} to={PATHS.home} variant="light" size="xs">
          {t('page.backHome')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface CurrentOrdersProps {
  stationId: number;
  kind: OrderKind;
  user: Profile;
  venue: NonNullable<Profile['venue']>;
}

function CurrentOrders({ stationId, kind, user, venue }: CurrentOrdersProps) {
  const { t } = useTranslation('currentOrders');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOfQuery(searchParams.get('tab')) ?? DEFAULT_TAB;

  const [supplierId, setSupplierId] = useState<number>(ALL_SUPPLIERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_ORDERS_PAGE_SIZE);
  const [viewId, setViewId] = useState<number | null>(null);
  const [receiveId, setReceiveId] = useState<number | null>(null);
  const [repeatId, setRepeatId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<OrderListItem | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const stations = useStations(true);
  const station = stations.data?.find((candidate) => candidate.department.id === stationId) ?? null;
  const suppliers = useStationSuppliers(stationId);
  const list = useOrderList(stationId, kind, {
    status: TAB_STATUSES[tab],
    page,
    pageSize,
    supplierId: supplierId === ALL_SUPPLIERS ? undefined : supplierId,
  });
  const copyOrderText = useCopyOrderText(kind, venue.name);
  // Deleting or receiving the last rows of the last page leaves it empty: show the page before instead.
  if (list.data && page > lastPageOf(list.data.count, pageSize))
    setPage(lastPageOf(list.data.count, pageSize));

  if (stations.isError) return <ErrorState error={stations.error} onRetry={() => void stations.refetch()} />;
  if (stations.isSuccess && !station) return <StationMissing />;

  const changeTab = (next: string | null) => {
    const chosen = TABS.find((candidate) => candidate === next);
    if (!chosen) return;
    setPage(1);
    setSearchParams({ tab: String(TAB_NUMBERS[chosen]) }, { replace: true });
  };

  const createNew = () => {
    void navigate(startNewOrder(stationId, kind));
  };

  /** Loads the order fresh (its current version) before the receive dialog opens (SPEC §2). */
  const openReceive = async (order: OrderListItem) => {
    setOpening(order.id);
    try {
      await queryClient.fetchQuery({
        queryKey: orderKeys.detail(order.id),
        queryFn: () => fetchOrder(order.id, kind),
        staleTime: 0,
      });
      setReceiveId(order.id);
    } catch (error) {
      notifyErrorText(tMain(errorKey(errorCodeOf(error))));
    } finally {
      setOpening(null);
    }
  };

  const open = (order: OrderListItem) => {
    if (order.status === 'OPEN') void navigate(editOrderPath(stationId, order.id));
    else if (order.status === 'COMPLETED') setViewId(order.id);
    else void openReceive(order);
  };

  const act = (action: RowAction, order: OrderListItem) => {
    switch (action) {
      case 'edit':
        void navigate(editOrderPath(stationId, order.id));
        break;
      case 'delete':
        setDeleting(order);
        break;
      case 'view':
        setViewId(order.id);
        break;
      case 'receive':
        void openReceive(order);
        break;
      case 'repeat':
        setRepeatId(order.id);
        break;
      case 'copyAsSms':
        void copyOrderText(order.id);
        break;
    }
  };

  // Every row has the same button: the order number tells them apart for screen readers.
  const actionOn = (action: string, order: OrderListItem) =>
    t('list.actionOn', { action, number: order.order_number });

  const primaryAction = (order: OrderListItem) => {
    if (tab === 'draft') {
      return (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} />}
          disabled={!rowMenuOf(order, user.role, tab).edit.enabled}
          onClick={() => act('edit', order)}
          aria-label={actionOn(t('primary.continue'), order)}
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
          disabled={!rowMenuOf(order, user.role, tab).receive}
          onClick={() => act('receive', order)}
          aria-label={actionOn(t('primary.receive'), order)}
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
        onClick={() => act('view', order)}
        aria-label={actionOn(t('primary.view'), order)}
      >
        {t('primary.view')}
      </Button>
    );
  };

  const supplierOptions = [
    { value: String(ALL_SUPPLIERS), label: t('filter.allSuppliers') },
    ...(suppliers.data ?? [])
      // SPEC §2 lists the station's non-market suppliers; warehouse orders go to market suppliers, so their list
      // filters by those instead.
      .filter((supplier) => supplier.isMarket === (kind === 'custom'))
      .map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t(kind === 'custom' ? 'page.customHeading' : 'page.heading')}
          </Text>
          <Title order={1} fz={26}>
            {station?.department.name ?? '…'}
          </Title>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={createNew}>
          {t('page.createNew')}
        </Button>
      </Group>

      <OverdueBanner stationId={stationId} kind={kind} onReceive={(order) => void openReceive(order)} />

      {/* Only the active panel is mounted: every panel shows the one list query of the active tab. */}
      <Tabs value={tab} onChange={changeTab} keepMounted={false}>
        <Tabs.List grow>
          {TABS.map((candidate) => (
            <Tabs.Tab key={candidate} value={candidate}>
              {t(`tabs.${candidate}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((candidate) => (
          <Tabs.Panel key={candidate} value={candidate} pt="md">
            <Stack gap="md">
              <Select
                label={t('filter.supplier')}
                data={supplierOptions}
                value={String(supplierId)}
                onChange={(value) => {
                  setSupplierId(value === null ? ALL_SUPPLIERS : Number(value));
                  setPage(1);
                }}
                allowDeselect={false}
                maw={{ base: '100%', sm: 320 }}
                comboboxProps={{ withinPortal: true }}
              />
              {list.isPending ? (
                <PageLoader />
              ) : list.isError ? (
                <ErrorState error={list.error} onRetry={() => void list.refetch()} />
              ) : list.data.orders.length === 0 ? (
                <Paper withBorder radius="md" p="lg">
                  <Stack gap="sm" align="flex-start">
                    <Text c="dimmed">{t(`empty.${candidate}`)}</Text>
                    {candidate === 'draft' ? (
                      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={createNew}>
                        {t('page.createNew')}
                      </Button>
                    ) : null}
                  </Stack>
                </Paper>
              ) : (
                <>
                  <OrderListView
                    orders={list.data.orders}
                    mobile={mobile}
                    onOpen={open}
                    showStatus={candidate === DEFAULT_TAB}
                    renderActions={primaryAction}
                    renderMenu={(order) => (
                      <OrderRowMenu order={order} role={user.role} tab={tab} onAction={act} />
                    )}
                  />
                  <ListPaging
                    page={page}
                    pageSize={pageSize}
                    count={list.data.count}
                    onPage={setPage}
                    onPageSize={(size) => {
                      setPageSize(size);
                      setPage(1);
                    }}
                  />
                </>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>

      <OrderViewDialog orderId={viewId} kind={kind} onClose={() => setViewId(null)} />
      <ReceiveDialog
        orderId={receiveId}
        kind={kind}
        venueId={venue.id}
        onClose={() => setReceiveId(null)}
        onMoved={(newOrderId, order) => {
          setReceiveId(null);
          // SPEC §2: after moving items to a new order, that order opens for editing.
          void navigate(editOrderPath(order.department.id, newOrderId));
        }}
      />
      <RepeatDialog orderId={repeatId} kind={kind} onClose={() => setRepeatId(null)} />
      <DeleteDialog order={deleting} kind={kind} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function DeleteDialog({
  order,
  kind,
  onClose,
}: {
  order: OrderListItem | null;
  kind: OrderKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('currentOrders');
  const { t: tMain } = useTranslation();
  const remove = useDeleteOrder(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!order) return;
    setFailure(null);
    try {
      await remove.mutateAsync(order.id);
      notifySuccessText(t('delete.done', { number: order.order_number }));
      close();
    } catch (error) {
      setFailure(tMain(errorKey(errorCodeOf(error))));
    }
  };

  return (
    <AppModal opened={order !== null} onClose={() => !remove.isPending && close()} title={t('delete.title')}>
      <Stack>
        <Text>{t('delete.text', { number: order?.order_number ?? '' })}</Text>
        {failure ? (
          <Alert color={SEMANTIC_COLORS.negative} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {tMain('common.cancel')}
          </Button>
          <Button color={SEMANTIC_COLORS.negative} onClick={() => void confirm()} loading={remove.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
