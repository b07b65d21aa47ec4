import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingStation } from '@/domain/venues/onboarding-schemas';
import { useAddStation, useDeleteStation, useRenameStation } from '../../api';
import { DeleteConfirm } from './delete-confirm';
import { ItemRow } from './item-row';
import { NameForm } from './name-form';

/** SPEC §2 step 1: create, rename and delete stations. */
export function StationsStep({ venueId, stations }: { venueId: number; stations: OnboardingStation[] }) {
  const { t } = useTranslation('venues');
  const add = useAddStation();
  const rename = useRenameStation();
  const remove = useDeleteStation();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<OnboardingStation | null>(null);
  const [addKey, setAddKey] = useState(0);
  const names = stations.map((station) => station.name);

  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {stations.map((station) => (
          <ItemRow
            key={station.id}
            title={station.name}
            editing={editing === station.id}
            onEdit={() => setEditing(station.id)}
            onDelete={() => {
              remove.reset();
              setDeleting(station);
            }}
            editor={
              <NameForm
                label={t('onboarding.stationName')}
                initial={{ name: station.name }}
                taken={names}
                duplicateCode="sameStations"
                submitLabel={t('onboarding.save')}
                onSubmit={({ name }) => rename.mutateAsync({ stationId: station.id, name })}
                onDone={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            }
          />
        ))}
      </Stack>
      <NameForm
        key={addKey}
        label={t('onboarding.newStation')}
        taken={names}
        duplicateCode="sameStations"
        submitLabel={t('onboarding.add')}
        onSubmit={({ name }) => add.mutateAsync({ venueId, name })}
        onDone={() => setAddKey((key) => key + 1)}
      />
      <DeleteConfirm
        target={deleting?.name ?? null}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(deleting!.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
