/**
 * /group: the owner's group dashboard (docs/decisions/0037-venue-memberships.md): one card per venue the account
 * administers, with a tap into each. An account that is no owner is told so (the server refuses it: 403).
 */
import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GroupVenue } from '@/domain/groups/group-overview.schemas';
import { formatDate } from '@/web/lib/dates';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { isApiError } from '@/web/lib/api-client';
import { PATHS } from '@/web/lib/paths';
import { useGroupOverview, useSwitchVenue } from '../api';
import { GroupVenueCard } from '../components/group-venue-card';

export function GroupPage() {
  const { t, ready } = useTranslation('groups');
  const overview = useGroupOverview();
  const switchVenue = useSwitchVenue();
  const navigate = useNavigate();

  const open = (venue: GroupVenue) => {
    if (venue.current) void navigate(PATHS.home);
    else switchVenue.mutate(venue.venueId);
  };

  if (!ready || overview.isPending) return <PageLoader />;
  if (overview.isError) {
    if (isApiError(overview.error) && overview.error.status === 403) {
      return <Alert color="gray">{t('group.notOwner')}</Alert>;
    }
    return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} fz={26}>
            {t('group.title')}
          </Title>
        </Group>
        <Text c="dimmed" size="sm">
          {t('group.intro', { since: formatDate(overview.data.monthStart) })}
        </Text>
      </Stack>
      {switchVenue.isError ? (
        <Alert color="red" role="alert">
          {t('group.switchFailed')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {overview.data.venues.map((venue) => (
          <GroupVenueCard
            key={venue.venueId}
            venue={venue}
            onOpen={open}
            opening={switchVenue.isPending && switchVenue.variables === venue.venueId}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
