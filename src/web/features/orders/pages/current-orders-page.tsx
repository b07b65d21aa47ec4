/**
 * /current-orders/{stationId}/orders and /custom-orders (docs/PRODUCT.md#current-orders): a station's orders in three
 * tabs, filtered by supplier and paged, all kept in the query string (use-current-orders-params.ts). Drafts open in the
 * wizard, expected orders open the receive dialog, delivered ones the preview. The row menu follows the domain's
 * row-menu rules (docs/PRODUCT.md#row-menu); overdue expected orders get a banner and their own list.
 */
import { Alert, Button, Stack, Tabs, Text } from '@mantine/core';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Profile } from '@/domain/auth/profile.schemas';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { OrdersTab } from '@/domain/orders/row-menu';
import { DRAFT_STATUSES, EXPECTED_STATUSES } from '@/domain/orders/status-groups';
import type { OrderStatus } from '@/domain/shared/enums';
import { PATHS } from '@/web/lib/paths';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useStations } from '@/web/features/stations/api';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useCurrentUser } from '@/web/lib/current-user';
import { notifyErrorText } from '@/web/lib/notify';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { useOrderList, useOverdueOrders } from '../api';
import { fetchOrder, orderKeys } from '../order-queries';
import { useKeepExpectedForOffline } from '../components/keep-for-offline';
import { lastPageOf } from '../components/list-paging';
import { ContinueDraft } from '../components/continue-draft';
import { RejectedOrders, useRejectedOrders } from '../components/rejected-orders';
import { editOrderPath, startNewOrder } from '../components/order-paths';
import type { RowAction } from '../components/order-row-menu';
import { OverdueBanner } from '../components/overdue-orders';
import { receiptWaiting } from '@/web/features/offline/public';
import { useCopyOrderText } from '../components/use-copy-order';
import { DeleteOrderDialog, OrderViewDialog, ReceiveDialog, RepeatDialog } from './current-orders-dialogs';
import { CurrentOrdersHeader } from './current-orders-header';
import { OrdersTabPanel } from './current-orders-tab-panel';
import { useCurrentOrdersParams } from './use-current-orders-params';
import { OpenCredits } from '@/web/features/credits/public';

/** The credits tab (src/domain/credits) beside the order tabs, on the regular orders' screen only. */
const CREDITS_TAB = 'credits';

const TABS: readonly OrdersTab[] = ['draft', 'expected', 'delivered'];

const TAB_STATUSES: Record<OrdersTab, readonly OrderStatus[]> = {
  draft: DRAFT_STATUSES,
  expected: EXPECTED_STATUSES,
  delivered: ['COMPLETED'],
};

/** The one dialog the screen shows at a time, with the order it is about. */
type ActiveDialog =
  null | { type: 'view' | 'receive' | 'repeat'; orderId: number } | { type: 'delete'; order: OrderListItem };

export function CurrentOrdersPage() {
  // The tabs' texts of other features (the credits tab, the Expected tab's "not opened" chip) are loaded with the
  // page's own: arriving later they would move the list down (Lighthouse of the current orders, decision 0011).
  const { ready } = useTranslation(['orders', 'credits', 'supplier-portal']);
  const { stationId: stationParam } = useParams();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const stationId = Number(stationParam);
  // Regular or warehouse list by whether the path holds custom-orders (docs/PRODUCT.md#current-orders).
  const kind: OrderKind = pathname.includes('/custom-orders') ? 'custom' : 'regular';

  if (!ready || !user) return <PageLoader />;
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
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
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
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const params = useCurrentOrdersParams();
  const { tab, page, pageSize, supplierId } = params;
  const notOpened = params.notOpened && tab === 'expected' && kind === 'regular';
  const [dialog, setDialog] = useState<ActiveDialog>(() =>
    params.receiveOrderId !== null
      ? { type: 'receive', orderId: params.receiveOrderId }
      : params.viewOrderId !== null
        ? { type: 'view', orderId: params.viewOrderId }
        : null,
  );
  const [opening, setOpening] = useState<number | null>(null);
  const [showCredits, setShowCredits] = useState(false);
  const { t: tCredits } = useTranslation('credits');
  // A link to an order of this screen while it is open (the outbox's "open the order", decision 0024).
  const { receiveOrderId } = params;
  const [linkedOrderId, setLinkedOrderId] = useState(receiveOrderId);
  if (receiveOrderId !== linkedOrderId) {
    setLinkedOrderId(receiveOrderId);
    if (receiveOrderId !== null) setDialog({ type: 'receive', orderId: receiveOrderId });
  }

  const stations = useStations(true);
  const station = stations.data?.find((candidate) => candidate.department.id === stationId) ?? null;
  const list = useOrderList(stationId, kind, {
    status: TAB_STATUSES[tab],
    page,
    pageSize,
    supplierId: supplierId ?? undefined,
    ...(notOpened ? { notOpened: 'true' as const } : {}),
    // docs/PRODUCT.md#rejected-orders: rejected orders stand apart, above the tabs.
    ...(tab === 'expected' && kind === 'regular' ? { rejected: 'false' as const } : {}),
  });
  // The banners above the tabs (rejected and overdue orders) come with the tabs, not after them: a banner arriving
  // above the list would push it down (a layout shift: Lighthouse of the current orders, decision 0011). The same
  // queries feed the banners, so nothing is asked twice.
  const overdue = useOverdueOrders(stationId, kind, 1);
  const rejected = useRejectedOrders(stationId, kind === 'regular');
  const bannersSettled = !overdue.isPending && (kind !== 'regular' || !rejected.isPending);
  useKeepExpectedForOffline(kind, list.data?.orders, tab === 'expected');
  const copyOrderText = useCopyOrderText(kind, venue.name);
  // Deleting or receiving the last rows of the last page leaves it empty: show the page before instead.
  const lastPage = list.data ? lastPageOf(list.data.count, pageSize) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) params.setPage(lastPage);
  });

  if (stations.isError) return <ErrorState error={stations.error} onRetry={() => void stations.refetch()} />;
  if (stations.isSuccess && !station) return <StationMissing />;

  const createNew = () => {
    void navigate(startNewOrder(stationId, kind));
  };

  /** Loads the order fresh (its current version) before the receive dialog opens (docs/PRODUCT.md#receiving). */
  const openReceive = async (order: OrderListItem) => {
    // Its receipt already waits in the outbox: the row says so, and a second receipt would only conflict with it.
    if (receiptWaiting(order.id)) return;
    // Offline the order is received as it was last loaded; its receipt goes into the outbox (decision 0024).
    if (!onlineManager.isOnline()) {
      if (queryClient.getQueryData(orderKeys.detail(order.id)))
        setDialog({ type: 'receive', orderId: order.id });
      else notifyErrorText(t('receive.notKeptOffline'));
      return;
    }
    setOpening(order.id);
    try {
      await queryClient.fetchQuery({
        queryKey: orderKeys.detail(order.id),
        queryFn: () => fetchOrder(order.id, kind),
        staleTime: 0,
      });
      setDialog({ type: 'receive', orderId: order.id });
    } catch (error) {
      notifyErrorText(tMain(errorKey(errorCodeOf(error))));
    } finally {
      setOpening(null);
    }
  };

  const act = (action: RowAction, order: OrderListItem) => {
    switch (action) {
      case 'edit':
        void navigate(editOrderPath(stationId, order.id));
        break;
      case 'delete':
        setDialog({ type: 'delete', order });
        break;
      case 'view':
      case 'repeat':
        setDialog({ type: action, orderId: order.id });
        break;
      case 'receive':
        void openReceive(order);
        break;
      case 'copyAsSms':
        void copyOrderText(order.id);
        break;
    }
  };

  const open = (order: OrderListItem) =>
    act(order.status === 'OPEN' ? 'edit' : order.status === 'COMPLETED' ? 'view' : 'receive', order);

  const dialogOrderId = (type: 'view' | 'receive' | 'repeat') =>
    dialog?.type === type ? dialog.orderId : null;
  const close = () => setDialog(null);

  return (
    <Stack gap="md">
      <CurrentOrdersHeader
        stationId={stationId}
        kind={kind}
        stationName={station?.department.name}
        onCreate={createNew}
      />

      <ContinueDraft stationId={stationId} />

      {kind === 'regular' ? (
        <RejectedOrders
          stationId={stationId}
          opening={opening}
          onReceive={(order) => void openReceive(order)}
        />
      ) : null}

      <OverdueBanner stationId={stationId} kind={kind} onReceive={(order) => void openReceive(order)} />

      {/* Only the active panel is mounted: every panel shows the one list query of the active tab. */}
      {!bannersSettled ? (
        <PageLoader />
      ) : (
        <Tabs
          value={showCredits ? CREDITS_TAB : tab}
          onChange={(next) => {
            setShowCredits(next === CREDITS_TAB);
            const chosen = TABS.find((candidate) => candidate === next);
            if (chosen) params.setTab(chosen);
          }}
          keepMounted={false}
        >
          <Tabs.List grow>
            {TABS.map((candidate) => (
              <Tabs.Tab key={candidate} value={candidate}>
                {t(`tabs.${candidate}`)}
              </Tabs.Tab>
            ))}
            {kind === 'regular' ? <Tabs.Tab value={CREDITS_TAB}>{tCredits('tab')}</Tabs.Tab> : null}
          </Tabs.List>
          {kind === 'regular' ? (
            <Tabs.Panel value={CREDITS_TAB} pt="md">
              <OpenCredits />
            </Tabs.Panel>
          ) : null}
          {TABS.map((candidate) => (
            <Tabs.Panel key={candidate} value={candidate} pt="md">
              <OrdersTabPanel
                tab={candidate}
                stationId={stationId}
                kind={kind}
                notOpened={notOpened}
                params={params}
                list={list}
                mobile={mobile}
                role={user.role}
                opening={opening}
                onAction={act}
                onOpen={open}
                onCreate={createNew}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}

      <OrderViewDialog orderId={dialogOrderId('view')} kind={kind} onClose={close} />
      <ReceiveDialog
        orderId={dialogOrderId('receive')}
        kind={kind}
        venueId={venue.id}
        onClose={close}
        onMoved={(newOrderId, order) => {
          close();
          // After moving items to a new order, that order opens for editing (docs/PRODUCT.md#current-orders).
          void navigate(editOrderPath(order.department.id, newOrderId));
        }}
      />
      <RepeatDialog orderId={dialogOrderId('repeat')} kind={kind} onClose={close} />
      <DeleteOrderDialog
        order={dialog?.type === 'delete' ? dialog.order : null}
        kind={kind}
        onClose={close}
      />
    </Stack>
  );
}
