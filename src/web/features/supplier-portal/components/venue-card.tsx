/**
 * Who the order is from (docs/PRODUCT.md#supplier-side): the venue's business and restaurant name, station, address
 * and phone.
 */
import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupplierOrderView } from '@/domain/supplier-portal/supplier-portal.schemas';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function VenueCard({ view }: { view: SupplierOrderView }) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'venue' });
  const { venue } = view;
  return (
    <Paper withBorder radius="md" p="sm">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Fact label={t('business')}>{venue.businessName}</Fact>
        <Fact label={t('restaurant')}>{venue.name}</Fact>
        <Fact label={t('station')}>{view.station}</Fact>
        {venue.address ? <Fact label={t('address')}>{venue.address}</Fact> : null}
        {venue.phone ? (
          <Fact label={t('phone')}>
            <Anchor href={`tel:${venue.phone.replace(/[^\d+]/g, '')}`} className="tap-target">
              {venue.phone}
            </Anchor>
          </Fact>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}
