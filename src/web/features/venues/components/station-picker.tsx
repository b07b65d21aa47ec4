/**
 * Dashboard (docs/PRODUCT.md#dashboard): 'create new order' first asks for which station, then opens that station's
 * wizard.
 */
import { Button, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconChefHat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/web/components/app-modal';
import type { StationOverview } from '@/domain/stations/stations.schemas';

interface StationPickerProps {
  opened: boolean;
  stations: readonly StationOverview[];
  onClose: () => void;
  onPick: (station: StationOverview) => void;
}

export function StationPicker({ opened, stations, onClose, onPick }: StationPickerProps) {
  const { t } = useTranslation('venues');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('dashboard.pickStationTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('dashboard.pickStation')}</Text>
        {stations.map((station) => {
          const Icon = station.department.isWarehouse ? IconBuildingWarehouse : IconChefHat;
          return (
            <Button
              key={station.department.id}
              variant="default"
              size="md"
              justify="flex-start"
              leftSection={<Icon size={20} />}
              onClick={() => onPick(station)}
            >
              {station.department.name}
            </Button>
          );
        })}
      </Stack>
    </AppModal>
  );
}
