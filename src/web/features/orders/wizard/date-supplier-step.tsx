/**
 * Step 0 (docs/PRODUCT.md#wizard-date-supplier, #order-wizard, #dates): the delivery date (today or later, default
 * tomorrow, same-day warning) and the supplier (the station's suppliers: market ones for the warehouse, the others
 * otherwise; an admin may create one here). Changing the supplier empties the selection, so it asks first when
 * articles are selected.
 */
import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertTriangle, IconCalendar, IconLock } from '@tabler/icons-react';
import { type Dispatch, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierSummary } from '@/domain/suppliers/suppliers.schemas';
import { ErrorState } from '@/web/components/error-state';
import { useStationSuppliers } from '@/web/features/suppliers/api';
import { errorKey } from '@/web/i18n/i18n';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { DATE_FORMAT } from '@/web/lib/dates';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import {
  CreateSupplierModal,
  DeliveryCutoffWarning,
  useDeliverySchedule,
} from '@/web/features/suppliers/public';
import { deadlineAllowed, type WizardAction, type WizardState } from './wizard-state';

const CREATE_SUPPLIER = 'create-supplier';

interface DateSupplierStepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  today: string;
  /** The date the edited order already has (it may stay even if past). */
  keptDeadline: string | null;
  /** An order that received a merge keeps its date (docs/PRODUCT.md#merge). */
  dateLocked: boolean;
  /** Editing: the supplier of an order cannot change. */
  supplierLocked: boolean;
  canCreateSupplier: boolean;
}

/**
 * Regular orders go to non-market suppliers, warehouse (custom) orders to market ones (docs/PRODUCT.md#order-kinds).
 */
function suppliersFor(kind: OrderKind, suppliers: readonly SupplierSummary[]): SupplierSummary[] {
  return suppliers.filter((supplier) => supplier.isMarket === (kind === 'custom'));
}

export function DateSupplierStep(props: DateSupplierStepProps) {
  const { state, dispatch, today, keptDeadline, dateLocked, supplierLocked, canCreateSupplier } = props;
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const isMobile = useIsMobile();
  const suppliers = useStationSuppliers(supplierLocked ? null : state.stationId);
  const [sameDayAccepted, setSameDayAccepted] = useState(false);
  const [creating, setCreating] = useState(false);
  const [pendingSupplier, setPendingSupplier] = useState<SupplierSummary | null>(null);
  // The supplier's ordering schedule greys out other days and picks a new order's date until the user does
  // (docs/PRODUCT.md#ordering-schedules).
  const [datePicked, setDatePicked] = useState(false);
  const setDefaultDate = useCallback(
    (deadline: string) => dispatch({ type: 'setDeadline', deadline }),
    [dispatch],
  );
  const delivery = useDeliverySchedule({
    supplierId: state.supplierId,
    deadline: state.deadline,
    mayChooseDate: !datePicked && !dateLocked && keptDeadline === null,
    onDefaultDate: setDefaultDate,
  });

  const available = suppliersFor(state.kind, suppliers.data ?? []);
  const offerCreate = canCreateSupplier && state.kind === 'regular';
  const options = [
    ...available.map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
    // The chosen supplier stays visible even when it is not in the list (editing, or a list still loading).
    ...(state.supplierId !== null && !available.some((supplier) => supplier.id === state.supplierId)
      ? [{ value: String(state.supplierId), label: state.supplierName ?? '' }]
      : []),
    ...(offerCreate ? [{ value: CREATE_SUPPLIER, label: t('supplier.createOption') }] : []),
  ];

  const choose = (supplier: SupplierSummary) => {
    if (supplier.id === state.supplierId) return;
    if (state.lines.length > 0) setPendingSupplier(supplier);
    else dispatch({ type: 'setSupplier', supplierId: supplier.id, supplierName: supplier.name });
  };

  const onSupplierChange = (value: string | null) => {
    if (value === CREATE_SUPPLIER) return setCreating(true);
    const supplier = available.find((candidate) => String(candidate.id) === value);
    if (supplier) choose(supplier);
  };

  const dateError =
    state.deadline !== null && !deadlineAllowed(state.deadline, today, keptDeadline)
      ? tMain(errorKey('dateInPast'))
      : undefined;

  return (
    <Stack gap="md" maw={520}>
      <DatePickerInput
        label={tOrders('fields.deadline')}
        value={state.deadline}
        onChange={(value) => {
          setSameDayAccepted(false);
          setDatePicked(true);
          dispatch({ type: 'setDeadline', deadline: value });
        }}
        valueFormat={DATE_FORMAT}
        minDate={today}
        excludeDate={delivery.excludeDate}
        required
        size="md"
        leftSection={dateLocked ? <IconLock size={18} /> : <IconCalendar size={18} />}
        disabled={dateLocked}
        description={dateLocked ? t('date.lockedByMerge') : undefined}
        error={dateError}
        dropdownType={isMobile ? 'modal' : 'popover'}
        modalProps={{ title: tOrders('fields.deadline') }}
        ariaLabels={{
          nextMonth: t('date.nextMonth'),
          previousMonth: t('date.previousMonth'),
          nextYear: t('date.nextYear'),
          previousYear: t('date.previousYear'),
          nextDecade: t('date.nextDecade'),
          previousDecade: t('date.previousDecade'),
        }}
        placeholder={t('date.placeholder')}
      />
      {state.deadline === today && !sameDayAccepted && !dateLocked ? (
        <Alert color={SEMANTIC_COLORS.warning} icon={<IconAlertTriangle />} title={t('date.sameDayTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('date.sameDayText')}</Text>
            <Button
              size="sm"
              variant="light"
              color={SEMANTIC_COLORS.warning}
              onClick={() => setSameDayAccepted(true)}
            >
              {t('date.sameDayOk')}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {dateLocked ? null : <DeliveryCutoffWarning schedule={delivery.schedule} deadline={state.deadline} />}

      {suppliers.isError ? (
        <ErrorState error={suppliers.error} onRetry={() => void suppliers.refetch()} />
      ) : (
        <Select
          label={tOrders('fields.supplier')}
          placeholder={t('supplier.placeholder')}
          data={options}
          value={state.supplierId === null ? null : String(state.supplierId)}
          onChange={onSupplierChange}
          required
          size="md"
          searchable={available.length > 7}
          allowDeselect={false}
          disabled={supplierLocked || suppliers.isLoading}
          description={supplierLocked ? t('supplier.locked') : undefined}
          nothingFoundMessage={t('supplier.none')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {suppliers.isSuccess && !supplierLocked && available.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(state.kind === 'custom' ? 'supplier.noMarket' : 'supplier.noneForStation')}
        </Text>
      ) : null}

      <CreateSupplierModal
        opened={creating}
        stationId={state.stationId}
        onClose={() => setCreating(false)}
        onCreated={(supplier) => {
          setCreating(false);
          choose(supplier);
        }}
      />
      <ConfirmDialog
        opened={pendingSupplier !== null}
        title={t('supplier.changeTitle')}
        onClose={() => setPendingSupplier(null)}
        confirmLabel={t('supplier.changeConfirm')}
        danger
        onConfirm={() => {
          if (pendingSupplier) {
            dispatch({
              type: 'setSupplier',
              supplierId: pendingSupplier.id,
              supplierName: pendingSupplier.name,
            });
          }
          setPendingSupplier(null);
        }}
      >
        {t('supplier.changeText', { number: state.lines.length })}
      </ConfirmDialog>
    </Stack>
  );
}
