/**
 * The venue's standing orders (docs/decisions/0030-standing-orders.md): what is ordered from whom, on which days and
 * when it is next prepared; edit, pause or resume, delete. A standing order is saved from an order's view. With
 * `?station=` (the link on a station's current orders) only that station's are shown, with a way to all.
 */
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@/domain/shared/date-format';
import type { StandingOrder } from '@/domain/standing-orders/standing-orders.schemas';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useStations } from '@/web/features/stations/api';
import { PATHS, STATION_QUERY } from '@/web/lib/paths';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import { useDeleteStandingOrder, useStandingOrders, useUpdateStandingOrder } from '../api';
import { EditStandingDialog } from '../components/edit-standing-dialog';
import type { WEEKDAYS } from '../components/rhythm-fields';

type Weekday = (typeof WEEKDAYS)[number];

function StandingCard({
  standing,
  onEdit,
  onDelete,
}: {
  standing: StandingOrder;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('standing-orders');
  const formatAmount = useFormatAmount();
  const update = useUpdateStandingOrder();
  const days = standing.weekdays.map((day) => t(`form.days.${day as Weekday}`)).join(', ');
  return (
    <Paper withBorder p="md" component="article" aria-label={standing.supplier.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={700}>{standing.supplier.name}</Text>
            <Text size="sm" c="dimmed">
              {standing.station.name} · {standing.contact.name}
            </Text>
          </Stack>
          {standing.paused ? (
            <Badge color="gray.7" variant="light">
              {t('list.paused')}
            </Badge>
          ) : standing.autoSendEmail ? (
            <Badge color="blue.8" variant="light">
              {t('list.byEmail')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{t('list.when', { days, time: standing.time })}</Text>
        {standing.nextOccurrence && (
          <Text size="sm">
            {t('list.next', {
              date: formatDisplayDate(standing.nextOccurrence.date),
              time: standing.nextOccurrence.time,
            })}
          </Text>
        )}
        {standing.skippedDates.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('list.skipped', { dates: standing.skippedDates.map(formatDisplayDate).join(', ') })}
          </Text>
        )}
        <Stack gap={0} component="ul" style={{ margin: 0, paddingLeft: 20 }}>
          {standing.lines.map((line) => (
            <Text component="li" size="sm" key={line.articleId}>
              {line.name} – {formatAmount(line.amount)} {line.unit}
            </Text>
          ))}
        </Stack>
        <Group gap="xs">
          <Button variant="light" onClick={onEdit}>
            {t('list.edit')}
          </Button>
          <Button
            variant="default"
            loading={update.isPending}
            onClick={() => update.mutate({ id: standing.id, body: { paused: !standing.paused } })}
          >
            {standing.paused ? t('list.resume') : t('list.pause')}
          </Button>
          <Button variant="subtle" color="red" c="red.9" onClick={onDelete}>
            {t('list.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The station `?station=` names, or null for all. */
function useStationFilter(): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(STATION_QUERY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function StandingOrdersPage() {
  const { t, ready } = useTranslation('standing-orders');
  const query = useStandingOrders();
  const remove = useDeleteStandingOrder();
  const stationId = useStationFilter();
  const stations = useStations(stationId !== null);
  const [editing, setEditing] = useState<StandingOrder | null>(null);
  const [deleting, setDeleting] = useState<StandingOrder | null>(null);

  if (!ready || query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const standingOrders = query.data.standingOrders.filter(
    (standing) => stationId === null || standing.station.id === stationId,
  );
  const stationName =
    standingOrders[0]?.station.name ??
    stations.data?.find((candidate) => candidate.department.id === stationId)?.department.name;

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1} fz={26}>
        {t('list.heading')}
      </Title>
      {stationId !== null && (
        <Group gap="xs">
          {stationName && <Badge variant="light">{t('list.station', { station: stationName })}</Badge>}
          <Button
            component={Link}
            to={PATHS.standingOrders}
            variant="subtle"
            leftSection={<IconX size={16} />}
          >
            {t('list.allStations')}
          </Button>
        </Group>
      )}
      {standingOrders.length === 0 && (
        <Text c="dimmed">{t(stationId === null ? 'list.empty' : 'list.emptyStation')}</Text>
      )}
      {standingOrders.map((standing) => (
        <StandingCard
          key={standing.id}
          standing={standing}
          onEdit={() => setEditing(standing)}
          onDelete={() => setDeleting(standing)}
        />
      ))}
      {editing && <EditStandingDialog standing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        {t('delete.question', { supplier: deleting?.supplier.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
