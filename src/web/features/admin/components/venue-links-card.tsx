import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconLink, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath, PATHS } from '@/web/lib/paths';

/**
 * The venue's stations and people are administered on their own pages (docs/PRODUCT.md#stations-admin, #team); the
 * venue page leads there rather than repeating them. The venue's own admin also gets the supplier links page
 * (docs/PRODUCT.md#supplier-dashboard-route); the super admin has no venue of their own to open it as.
 */
export function VenueLinksCard({ venueId, supplierLinks }: { venueId: number; supplierLinks: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('links.title')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('links.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('links.text')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            component={Link}
            to={buildPath.adminStations(venueId)}
            variant="light"
            leftSection={<IconBuildingStore size={18} />}
          >
            {t('links.stations')}
          </Button>
          <Button
            component={Link}
            to={PATHS.adminUsers}
            variant="light"
            leftSection={<IconUsers size={18} />}
          >
            {t('links.users')}
          </Button>
          {supplierLinks ? (
            <Button
              component={Link}
              to={buildPath.supplierLinks(venueId)}
              variant="light"
              leftSection={<IconLink size={18} />}
            >
              {t('links.supplierLinks')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
