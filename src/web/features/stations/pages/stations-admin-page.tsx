import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { Profile } from '@/domain/auth/profile.schemas';
import type { StationOverview } from '@/domain/stations/stations.schemas';
import { buildPath, PATHS } from '@/web/lib/paths';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { isApiError } from '@/web/lib/api-client';
import { useCurrentUser } from '@/web/lib/current-user';
import { notifySuccessText } from '@/web/lib/notify';
import { useAddStation, useRenameStation, useStationLinks, useStations } from '../api';
import { DeleteStationDialog } from '../components/delete-station-dialog';
import { type StationAction, StationAdminCard } from '../components/station-admin-card';
import { StationLimitModal } from '../components/station-limit-modal';
import { StationLinksModal } from '../components/station-links-modal';
import { StationNameModal } from '../components/station-name-modal';
import { HelpLink } from '@/web/features/help/public';

type Dialog = { type: 'add' } | { type: 'limit' } | { type: StationAction; station: StationOverview };

/**
 * /admin/{venueId}/stations (stations admin: docs/PRODUCT.md#stations-admin): the venue's stations as cards, a plus
 * button to add one (the limit-reached dialog with the inquiry when the plan is full), and each station's options:
 * rename, people, suppliers, delete with a warning. A venue admin manages their own venue here; other venues' ids
 * lead home.
 */
export function StationsAdminPage() {
  const { ready } = useTranslation('stations');
  const { user } = useCurrentUser();
  const { venueId } = useParams();
  if (!user) return null;
  if (!user.venue)
    return <Navigate to={user.role === 'ROLE_SUPERADMIN' ? PATHS.adminRestaurants : PATHS.home} replace />;
  if (String(user.venue.id) !== venueId)
    return <Navigate to={buildPath.adminStations(user.venue.id)} replace />;
  if (!ready) return <PageLoader />;
  return <StationsAdmin user={user} venueId={user.venue.id} />;
}

function StationsAdmin({ user, venueId }: { user: Profile; venueId: number }) {
  const { t } = useTranslation('stations');
  const stations = useStations(true);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const add = useAddStation();
  const rename = useRenameStation();
  const linkUsers = useStationLinks('users');
  const linkSuppliers = useStationLinks('suppliers');
  const open = (next: Dialog) => {
    for (const mutation of [add, rename, linkUsers, linkSuppliers]) mutation.reset();
    setDialog(next);
  };
  const close = () => setDialog(null);
  const station = dialog && 'station' in dialog ? dialog.station : null;

  const addStation = (name: string) =>
    add.mutate(
      { venueId, name },
      {
        onSuccess: () => {
          notifySuccessText(t('added', { name }));
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'maximumStationLimitReached') setDialog({ type: 'limit' });
        },
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={1} fz={26}>
            {t('title')}
          </Title>
          <HelpLink article="supplier-linking" />
        </Group>
        <Button leftSection={<IconPlus size={18} />} onClick={() => open({ type: 'add' })}>
          {t('add')}
        </Button>
      </Group>
      {stations.isPending ? (
        <PageLoader />
      ) : stations.isError ? (
        <ErrorState error={stations.error} onRetry={() => void stations.refetch()} />
      ) : stations.data.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {stations.data.map((item) => (
            <StationAdminCard
              key={item.department.id}
              station={item}
              onAction={(type, target) => open({ type, station: target })}
            />
          ))}
        </SimpleGrid>
      )}

      <StationNameModal
        opened={dialog?.type === 'add' || dialog?.type === 'rename'}
        title={dialog?.type === 'rename' ? t('renameTitle') : t('addTitle')}
        initialName={station?.department.name ?? ''}
        taken={(stations.data ?? []).map((item) => item.department.name)}
        pending={add.isPending || rename.isPending}
        error={dialog?.type === 'rename' ? rename.error : add.error}
        onClose={close}
        onSubmit={(name) =>
          station
            ? rename.mutate(
                { stationId: station.department.id, name },
                { onSuccess: () => (notifySuccessText(t('renamed', { name })), close()) },
              )
            : addStation(name)
        }
      />
      <StationLinksModal
        opened={dialog?.type === 'users'}
        title={t('usersTitle', { name: station?.department.name ?? '' })}
        label={t('people')}
        stationId={station?.department.id ?? 0}
        options={user.venueUsers}
        linked={station?.users ?? []}
        pending={linkUsers.isPending}
        error={linkUsers.error}
        onClose={close}
        onSave={(changes) => linkUsers.mutate(changes, { onSuccess: close })}
      />
      <StationLinksModal
        opened={dialog?.type === 'suppliers'}
        title={t('suppliersTitle', { name: station?.department.name ?? '' })}
        label={t('suppliers')}
        stationId={station?.department.id ?? 0}
        options={user.suppliers}
        linked={station?.suppliers ?? []}
        pending={linkSuppliers.isPending}
        error={linkSuppliers.error}
        onClose={close}
        onSave={(changes) => linkSuppliers.mutate(changes, { onSuccess: close })}
      />
      <DeleteStationDialog
        station={dialog?.type === 'delete' ? dialog.station.department : null}
        texts={{
          title: t('deleteTitle'),
          confirm: t('menu.delete'),
          question: t('deleteWarning', { name: station?.department.name ?? '' }),
          deleted: t('deleted', { name: station?.department.name ?? '' }),
        }}
        onClose={close}
      />
      <StationLimitModal
        opened={dialog?.type === 'limit'}
        venueId={venueId}
        userId={user.id}
        onClose={close}
      />
    </Stack>
  );
}
