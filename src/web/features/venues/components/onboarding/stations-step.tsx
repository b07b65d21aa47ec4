import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnboardingStation } from '@/domain/venues/onboarding.schemas';
import { useAddStation, useDeleteStation, useRenameStation } from '@/web/features/stations/api';
import { EditableList } from './editable-list';
import { NameForm } from './name-form';

/** Step 1 (docs/PRODUCT.md#onboarding-stations): create, rename and delete stations. */
export function StationsStep({ venueId, stations }: { venueId: number; stations: OnboardingStation[] }) {
  const { t } = useTranslation('venues');
  const add = useAddStation();
  const rename = useRenameStation();
  const remove = useDeleteStation();
  const names = stations.map((station) => station.name);

  return (
    <Stack gap="sm">
      <EditableList
        items={stations}
        editor={(station, close) => (
          <NameForm
            label={t('onboarding.stationName')}
            initial={{ name: station.name }}
            taken={names}
            duplicateCode="sameStations"
            submitLabel={t('onboarding.save')}
            onSubmit={({ name }) => rename.mutateAsync({ stationId: station.id, name })}
            onDone={close}
            onCancel={close}
          />
        )}
        adder={(added) => (
          <NameForm
            label={t('onboarding.newStation')}
            taken={names}
            duplicateCode="sameStations"
            submitLabel={t('onboarding.add')}
            onSubmit={({ name }) => add.mutateAsync({ venueId, name })}
            onDone={added}
          />
        )}
        removal={remove}
        onDelete={(station, deleted) => remove.mutate(station.id, { onSuccess: deleted })}
      />
    </Stack>
  );
}
