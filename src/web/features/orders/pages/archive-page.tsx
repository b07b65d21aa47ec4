/**
 * /archived (docs/PRODUCT.md#archive): the venue's delivered orders, newest first, paged, filtered by station, supplier
 * and delivery date range; any of them opens in the preview. The original description showed sample rows
 * (docs/PRODUCT.md#archive); this is the real history.
 */
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ORDERS_PAGE_SIZE, type OrderListItem } from '@/domain/orders/orders.schemas';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useStations } from '@/web/features/stations/api';
import { useCurrentUser } from '@/web/lib/current-user';
import { DATE_FORMAT } from '@/web/lib/dates';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { useArchive } from '../api';
import { ArchiveExportButton } from '../components/archive-export-button';
import { ListPaging } from '../components/list-paging';
import { OrderListView } from '../components/order-list-view';
import { OrderViewDialog } from '../components/order-view-dialog';

const ALL = 'all';

export function ArchivePage() {
  const { ready } = useTranslation('orders');
  const { user } = useCurrentUser();
  if (!ready || !user) return <PageLoader />;
  return <Archive venueId={user.venue?.id ?? null} />;
}

function Archive({ venueId }: { venueId: number | null }) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const { t: tOrders } = useTranslation('orders');
  const mobile = useIsMobile();
  const stations = useStations(venueId !== null);
  const [stationId, setStationId] = useState<number | null>(null);
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_ORDERS_PAGE_SIZE);
  const [viewing, setViewing] = useState<{ id: number; kind: OrderKind } | null>(null);

  // A half-chosen range filters nothing yet; both ends or neither.
  const [from, to] = range[0] && range[1] ? range : [null, null];
  const archive = useArchive(venueId, {
    page,
    pageSize,
    departmentId: stationId ?? undefined,
    supplierId: supplierId ?? undefined,
    from: from ?? undefined,
    to: to ?? undefined,
  });

  const chosenStations = (stations.data ?? []).filter(
    (station) => stationId === null || station.department.id === stationId,
  );
  const suppliers = [
    ...new Map(
      chosenStations.flatMap((station) => station.suppliers).map((supplier) => [supplier.id, supplier]),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));

  const open = (order: OrderListItem) =>
    setViewing({ id: order.id, kind: order.isCustomOrder ? 'custom' : 'regular' });

  return (
    <Stack gap="md">
      <Stack gap={0}>
        <Title order={1} fz={26}>
          {t('archive.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('archive.intro')}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('archive.station')}
          data={[
            { value: ALL, label: t('archive.allStations') },
            ...(stations.data ?? []).map((station) => ({
              value: String(station.department.id),
              label: station.department.name,
            })),
          ]}
          value={stationId === null ? ALL : String(stationId)}
          onChange={(value) => {
            setStationId(value === null || value === ALL ? null : Number(value));
            // A supplier of another station would filter everything away.
            setSupplierId(null);
            setPage(1);
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('filter.supplier')}
          data={[
            { value: ALL, label: t('filter.allSuppliers') },
            ...suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
          ]}
          value={supplierId === null ? ALL : String(supplierId)}
          onChange={(value) => {
            setSupplierId(value === null || value === ALL ? null : Number(value));
            setPage(1);
          }}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <DatePickerInput
          // The size of the app's other inputs (theme: 16 px stops phones zooming in).
          size="md"
          type="range"
          label={t('archive.dates')}
          placeholder={t('archive.datesPlaceholder')}
          value={range}
          onChange={(value) => {
            setRange(value);
            setPage(1);
          }}
          valueFormat={DATE_FORMAT}
          leftSection={<IconCalendar size={18} />}
          clearable
          allowSingleDateInRange
          dropdownType={mobile ? 'modal' : 'popover'}
          // Axe, as in the reports' filters: named month arrows and clear button, no pale days of the neighbouring
          // months, and the placeholder in the theme's AA secondary text colour (Mantine's grey is 2.07:1).
          ariaLabels={{
            previousMonth: tOrders('wizard.date.previousMonth'),
            nextMonth: tOrders('wizard.date.nextMonth'),
          }}
          clearButtonProps={{ 'aria-label': t('archive.clearDates') }}
          hideOutsideDates
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        />
      </SimpleGrid>

      {venueId === null ? null : (
        <ArchiveExportButton
          venueId={venueId}
          from={from}
          to={to}
          stationId={stationId}
          supplierId={supplierId}
        />
      )}

      {venueId === null ? (
        <Text c="dimmed">{t('archive.noVenue')}</Text>
      ) : archive.isPending ? (
        <PageLoader />
      ) : archive.isError ? (
        <ErrorState error={archive.error} onRetry={() => void archive.refetch()} />
      ) : archive.data.orders.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">{t('archive.empty')}</Text>
        </Paper>
      ) : (
        <>
          <OrderListView
            orders={archive.data.orders}
            mobile={mobile}
            onOpen={open}
            showStation
            renderActions={(order) => (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEye size={14} />}
                  onClick={() => open(order)}
                  aria-label={t('list.actionOn', { action: t('primary.view'), number: order.order_number })}
                >
                  {t('primary.view')}
                </Button>
              </Group>
            )}
          />
          <ListPaging
            page={page}
            pageSize={pageSize}
            count={archive.data.count}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}

      <OrderViewDialog
        orderId={viewing?.id ?? null}
        kind={viewing?.kind ?? 'regular'}
        onClose={() => setViewing(null)}
      />
    </Stack>
  );
}
