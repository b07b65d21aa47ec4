import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VenueStats } from '@/domain/admin/admin.schemas';

const CARDS = [
  'ordersThisMonth',
  'openOrders',
  'expectedOrders',
  'overdueOrders',
  'users',
  'stations',
] as const;

/** The stat cards of the venue page (docs/PRODUCT.md#venue-stats). */
export function VenueStatCards({ stats }: { stats: VenueStats }) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {CARDS.map((key) => (
        <Card
          key={key}
          withBorder
          radius="lg"
          padding="sm"
          component="section"
          aria-label={t(`venue.stats.${key}`)}
        >
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t(`venue.stats.${key}`)}
            </Text>
            <Text fw={700} fz="xl">
              {stats[key]}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
