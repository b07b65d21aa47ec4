import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { IdParamSchema } from '@/domain/shared/ids';
import { PATHS } from '@/web/lib/paths';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useCurrentUser } from '@/web/lib/current-user';
import { useAdminVenue } from '../api';
import { AuditCard } from '../components/audit-card';
import { PlanInquiriesCard } from '../components/plan-inquiries-card';
import { SubscriptionCard } from '../components/subscription-card';
import { VenueDataCard } from '../components/venue-data-card';
import { VenuePricesCard } from '../components/venue-prices-card';
import { VenueLinksCard } from '../components/venue-links-card';
import { VenueStatCards } from '../components/venue-stats';
import { VenueStatusCard } from '../components/venue-status-card';
import { VenueStationsCard } from '../components/venue-stations-card';
import { VenueSuppliersCard } from '../components/venue-suppliers-card';
import { VenueUsersCard } from '../components/venue-users-card';

/**
 * /admin/{id}/restaurant (docs/PRODUCT.md#venue-page, #venue-stats): one venue's data, stat cards, plan, and for the
 * super admin the cards only they may use (status, suppliers, users, stations, plan change, inquiries). A venue admin
 * sees their own venue here.
 */
export function RestaurantPage() {
  const { t, ready } = useTranslation('admin');
  const params = useParams();
  const parsed = IdParamSchema.safeParse(params.venueId);
  if (!ready) return <PageLoader />;
  if (!parsed.success) return <Text c="dimmed">{t('venue.notFound')}</Text>;
  return <Restaurant venueId={parsed.data} />;
}

function Restaurant({ venueId }: { venueId: number }) {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const venue = useAdminVenue(venueId);
  const superAdmin = user?.role === 'ROLE_SUPERADMIN';
  if (venue.isPending) return <PageLoader />;
  if (venue.isError) return <ErrorState error={venue.error} onRetry={() => void venue.refetch()} />;
  return (
    <Stack gap="md">
      {superAdmin && (
        <Anchor component={Link} to={PATHS.adminRestaurants} size="sm">
          {t('venue.back')}
        </Anchor>
      )}
      <Group gap="xs" wrap="wrap">
        <Title order={1} fz={26}>
          {venue.data.name}
        </Title>
        {venue.data.disabled && (
          <Badge color="red" variant="filled">
            {t('restaurants.disabled')}
          </Badge>
        )}
      </Group>
      <VenueStatCards stats={venue.data.stats} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <VenueDataCard venue={venue.data} />
        <VenuePricesCard venue={venue.data} />
        <SubscriptionCard venueId={venueId} editable={superAdmin} />
        {superAdmin && <VenueStatusCard venue={venue.data} />}
        {superAdmin && <PlanInquiriesCard venueId={venueId} />}
        {superAdmin && <VenueSuppliersCard venueId={venueId} />}
        {superAdmin && <VenueUsersCard venueId={venueId} />}
        {superAdmin && <VenueStationsCard venueId={venueId} />}
        <VenueLinksCard venueId={venueId} supplierLinks={!superAdmin} />
        <AuditCard venueId={venueId} />
      </SimpleGrid>
    </Stack>
  );
}
