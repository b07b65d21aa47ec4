/**
 * The three wizard routes (docs/PRODUCT.md#order-wizard): /{stationId}/new-order, /{stationId}/new-custom-order
 * (warehouse) and /{stationId}/edit-order/{orderId}. Each finds its station (and order), then starts the wizard from
 * the local draft when it is this wizard's (docs/PRODUCT.md#local-draft), otherwise from scratch or from the order as
 * the server has it.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { Profile } from '@/domain/auth/profile.schemas';
import { defaultDeadline } from '@/domain/orders/deadline';
import { canEditOrderItems } from '@/domain/orders/order-rules';
import type { Order } from '@/domain/orders/orders.schemas';
import { PATHS } from '@/web/lib/paths';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { isApiError } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useCurrentUser } from '@/web/lib/current-user';
import { useStationSuppliers } from '@/web/features/suppliers/api';
// Registers dayjs 'sr' for the date picker (DD.MM.YYYY, Monday-first weeks come from DatesProvider:
// docs/PRODUCT.md#formats).
import '@/web/lib/dates';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { draftMatches, readDraft } from '../draft-storage';
import { openedAt } from '../wizard/opened-at';
import { OrderWizard } from '../wizard/order-wizard';
import { stepFromSearch } from '../wizard/use-step-history';
import {
  routeId,
  useEditedOrder,
  useVenueToday,
  useWizardStation,
  type WizardStation,
} from '../wizard/use-wizard-data';
import { currentOrdersPath, NEW_ORDER_SUPPLIER_QUERY } from '../components/order-paths';
import {
  fromDraft,
  initialWizardState,
  type WizardState,
  wizardStateFromOrder,
} from '../wizard/wizard-state';

export function NewOrderPage() {
  return <NewWizardPage kind="regular" />;
}

/** The warehouse orders from market suppliers (docs/PRODUCT.md#order-kinds). */
export function NewCustomOrderPage() {
  return <NewWizardPage kind="custom" />;
}

function useWizardTexts(): boolean {
  // The wizard opens the articles' and suppliers' dialogs too.
  return useTranslation(['orders', 'articles', 'suppliers']).ready;
}

function NewWizardPage({ kind }: { kind: OrderKind }) {
  const textsReady = useWizardTexts();
  const { user } = useCurrentUser();
  const stationId = routeId(useParams().stationId);
  const { stations, station } = useWizardStation(stationId);
  // A link may name the supplier (a cut-off reminder: docs/PRODUCT.md#notifications); only one the station orders
  // from, of this wizard's kind, is taken.
  const supplierId = routeId(useSearchParams()[0].get(NEW_ORDER_SUPPLIER_QUERY) ?? undefined);
  const suppliers = useStationSuppliers(supplierId === null ? null : stationId);
  const waitForSupplier = supplierId !== null && stationId !== null && suppliers.isPending;

  if (!textsReady || stations.isPending || waitForSupplier) return <PageLoader />;
  if (stations.isError) return <ErrorState error={stations.error} onRetry={() => void stations.refetch()} />;
  if (!station || !user) return <Unavailable reason="station" />;
  const named = suppliers.data?.find(
    (supplier) => supplier.id === supplierId && supplier.isMarket === (kind === 'custom'),
  );
  return (
    <NewWizard
      key={`${kind}-${station.id}-${named?.id ?? ''}`}
      kind={kind}
      station={station}
      user={user}
      supplier={named ? { id: named.id, name: named.name } : null}
    />
  );
}

interface NewWizardProps {
  kind: OrderKind;
  station: WizardStation;
  user: Profile;
  supplier: { id: number; name: string } | null;
}

function NewWizard({ kind, station, user, supplier }: NewWizardProps) {
  const today = useVenueToday();
  const [start] = useState((): { state: WizardState; restored: boolean } => {
    const draft = readDraft();
    // A draft of another supplier gives way to the one the link names, as "create new order" starts afresh.
    if (
      draftMatches(draft, station.id, kind, null) &&
      (!supplier || draft.orderObj.supplierId === supplier.id)
    )
      return { state: fromDraft(draft), restored: true };
    const fresh = initialWizardState(station.id, kind, defaultDeadline(today));
    return {
      state: supplier ? { ...fresh, supplierId: supplier.id, supplierName: supplier.name } : fresh,
      restored: false,
    };
  });
  return (
    <OrderWizard
      station={station}
      user={user}
      initial={start.state}
      restored={start.restored}
      serverOrder={null}
      reloadOrder={() => Promise.resolve(null)}
    />
  );
}

export function EditOrderPage() {
  const textsReady = useWizardTexts();
  const { user } = useCurrentUser();
  const params = useParams();
  const stationId = routeId(params.stationId);
  const orderId = routeId(params.orderId);
  const { stations, station } = useWizardStation(stationId);
  const edited = useEditedOrder(orderId, station?.isWarehouse);

  if (!textsReady || stations.isPending) return <PageLoader />;
  if (stations.isError) return <ErrorState error={stations.error} onRetry={() => void stations.refetch()} />;
  if (!station || !user || orderId === null) return <Unavailable reason="station" />;
  // Only the first answer decides how the wizard starts; later refetches (after saving) must not unmount it.
  if (!edited.data) {
    if (edited.isError) {
      return isApiError(edited.error) && edited.error.status === 404 ? (
        <Unavailable reason="order" stationId={station.id} />
      ) : (
        <ErrorState error={edited.error} onRetry={() => void edited.refetch()} />
      );
    }
    return <PageLoader />;
  }
  if (edited.data.order.department.id !== station.id)
    return <Unavailable reason="order" stationId={station.id} />;
  return (
    <EditWizard
      key={edited.data.order.id}
      station={station}
      user={user}
      kind={edited.data.kind}
      order={edited.data.order}
      reloadOrder={async () => (await edited.refetch()).data?.order ?? null}
    />
  );
}

interface EditWizardProps {
  station: WizardStation;
  user: Profile;
  kind: OrderKind;
  order: Order;
  reloadOrder: () => Promise<Order | null>;
}

function EditWizard({ station, user, kind, order, reloadOrder }: EditWizardProps) {
  const today = useVenueToday();
  const { search } = useLocation();
  // The order as first loaded decides whether it can be edited; sending it from here makes it IN_PROGRESS. A link
  // with `?step=` (a prepared draft's, to its send step) opens there as far as the order allows.
  const [start] = useState(() => {
    const draft = readDraft();
    const editable = canEditOrderItems(order.status, user.role);
    const at = (state: WizardState) => openedAt(state, stepFromSearch(search), today, order.deadline);
    if (editable && draftMatches(draft, station.id, kind, order.id))
      return { editable, state: at(fromDraft(draft)), restored: true };
    return { editable, state: at(wizardStateFromOrder(order, kind)), restored: false };
  });
  if (!start.editable) return <Unavailable reason="notEditable" stationId={station.id} kind={kind} />;
  return (
    <OrderWizard
      station={station}
      user={user}
      initial={start.state}
      restored={start.restored}
      serverOrder={order}
      reloadOrder={reloadOrder}
    />
  );
}

interface UnavailableProps {
  reason: 'station' | 'order' | 'notEditable';
  stationId?: number;
  kind?: OrderKind;
}

function Unavailable({ reason, stationId, kind = 'regular' }: UnavailableProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  return (
    <Stack maw={560} mx="auto" py="lg">
      <Alert color={SEMANTIC_COLORS.warning} title={t(`unavailable.${reason}Title`)} role="alert">
        {t(`unavailable.${reason}`)}
      </Alert>
      <Button
        component={Link}
        to={stationId === undefined ? PATHS.home : currentOrdersPath(stationId, kind, 'draft')}
        w="fit-content"
      >
        {t(stationId === undefined ? 'unavailable.home' : 'unavailable.orders')}
      </Button>
    </Stack>
  );
}
