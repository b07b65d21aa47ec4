import { Badge, Card, Group, ScrollArea, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifyError } from '@/web/lib/notify';
import { useVenueCatalogue, useVenueSupplierLink } from '../api';

/**
 * Which shared-catalogue suppliers the venue works with (docs/PRODUCT.md#supplier-assignment: the super admin assigns
 * and removes them).
 */
export function VenueSuppliersCard({ venueId }: { venueId: number }) {
  const { t } = useTranslation('admin');
  const catalogue = useVenueCatalogue(venueId, true);
  const link = useVenueSupplierLink(venueId);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('suppliers.title')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('suppliers.title')}
        </Title>
        {catalogue.isPending ? (
          <PageLoader />
        ) : catalogue.isError ? (
          <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />
        ) : catalogue.data.length === 0 ? (
          <Text c="dimmed">{t('suppliers.empty')}</Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap="xs">
              {catalogue.data.map((supplier) => (
                <Group key={supplier.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate>
                      {supplier.name}
                    </Text>
                    <Group gap={4}>
                      {supplier.pib && (
                        <Text size="xs" c="dimmed">
                          {t('restaurants.pibValue', { pib: supplier.pib })}
                        </Text>
                      )}
                      {!supplier.hasData && (
                        <Badge size="xs" variant="light" color="gray">
                          {t('suppliers.noData')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                  <Switch
                    checked={supplier.linked}
                    disabled={link.isPending}
                    aria-label={t('suppliers.assign', { supplier: supplier.name })}
                    onChange={(event) =>
                      link.mutate(
                        { supplierId: supplier.id, linked: event.currentTarget.checked },
                        { onError: (error) => notifyError(errorKey(errorCodeOf(error))) },
                      )
                    }
                  />
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
