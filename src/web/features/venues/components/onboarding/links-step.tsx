import { Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnboardingStation, OnboardingSupplier } from '@/domain/venues/onboarding.schemas';
import { useToggleLink } from '../../api';

/** Step 3 (docs/PRODUCT.md#onboarding-links): a panel per station; a click on a supplier links or unlinks it. */
export function LinksStep({
  stations,
  suppliers,
}: {
  stations: OnboardingStation[];
  suppliers: OnboardingSupplier[];
}) {
  const { t } = useTranslation('venues');
  const toggle = useToggleLink();
  return (
    <Stack gap="sm">
      {stations.map((station) => (
        <Paper key={station.id} withBorder radius="md" p="sm" component="section" aria-label={station.name}>
          <Stack gap="xs">
            <Text fw={700}>{station.name}</Text>
            {station.supplierIds.length === 0 && (
              <Text size="sm" c="var(--mantine-color-error)">
                {t('onboarding.linkNeeded')}
              </Text>
            )}
            <Group gap="xs">
              {suppliers.map((supplier) => {
                const linked = station.supplierIds.includes(supplier.id);
                return (
                  <Chip
                    key={supplier.id}
                    checked={linked}
                    disabled={toggle.isPending}
                    onChange={() =>
                      toggle.mutate({ supplierId: supplier.id, departmentId: station.id, linked: !linked })
                    }
                  >
                    {supplier.name}
                  </Chip>
                );
              })}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
