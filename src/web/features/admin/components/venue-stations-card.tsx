import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVenueStation } from '@/domain/admin/admin.schemas';
import { StationNameSchema } from '@/domain/stations/stations.schemas';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useAddStation } from '@/web/features/stations/api';
import { DeleteStationDialog } from '@/web/features/stations/public';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useRefreshVenue, useVenueStations } from '../api';

/**
 * The venue's stations on its page (stations card: docs/PRODUCT.md#stations-admin, #plan-allowance): the super admin
 * creates (within the plan's limit) and deletes them (refused while a station has drafts or expected orders) with the
 * stations feature's calls and delete confirmation; each change reads the venue page again.
 */
export function VenueStationsCard({ venueId }: { venueId: number }) {
  const { t } = useTranslation('admin', { keyPrefix: 'stations' });
  const stations = useVenueStations(venueId);
  const refresh = useRefreshVenue(venueId);
  const add = useAddStation(refresh);
  const [deleting, setDeleting] = useState<AdminVenueStation | null>(null);
  const form = useSchemaForm(StationNameSchema, { initialValues: { name: '' } });
  const submit = form.onSubmit(async ({ name }) => {
    try {
      await add.mutateAsync({ venueId, name });
      notifySuccessText(t('created', { name }));
      form.reset();
    } catch (error) {
      form.setServerErrors({ name: errorCodeOf(error) });
    }
  });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('title')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        {stations.isPending ? (
          <PageLoader />
        ) : stations.isError ? (
          <ErrorState error={stations.error} onRetry={() => void stations.refetch()} />
        ) : stations.data.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <Stack gap="xs">
            {stations.data.map((station) => (
              <Group key={station.id} justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" miw={0}>
                  <Text fw={600} truncate>
                    {station.name}
                  </Text>
                  {station.isWarehouse && <Badge variant="light">{t('warehouse')}</Badge>}
                  {station.deactivated && (
                    <Badge color="gray" variant="light">
                      {t('deactivated')}
                    </Badge>
                  )}
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('deleteNamed', { name: station.name })}
                  onClick={() => setDeleting(station)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('newName')}
            {...form.getInputProps('name')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
            }}
          />
          <Button
            mt={25}
            leftSection={<IconPlus size={16} />}
            loading={add.isPending}
            disabled={!form.valid}
            onClick={() => submit()}
          >
            {t('create')}
          </Button>
        </Group>
      </Stack>
      <DeleteStationDialog
        station={deleting}
        texts={{
          title: t('deleteTitle'),
          confirm: t('delete'),
          question: t('deleteText', { name: deleting?.name ?? '' }),
          deleted: t('deleted', { name: deleting?.name ?? '' }),
        }}
        refresh={refresh}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
