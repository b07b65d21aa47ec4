import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/domain/auth/profile';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useCurrentUser } from '@/web/lib/current-user';
import { type StationSummary, useStations, useSubscription } from '../api';

/** `/`: the venue and its stations with open and expected order counts (SPEC §2 dashboard, venue present). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return null;

  if (user.pending_invites) {
    return <Notice title={t('venues.dashboard.pendingTitle')}>{t('venues.dashboard.pending')}</Notice>;
  }
  if (!user.venue) {
    return <Notice title={t('venues.dashboard.noVenueTitle')}>{t('venues.dashboard.noVenue')}</Notice>;
  }
  return <VenueDashboard user={user} venue={user.venue} />;
}

function VenueDashboard({ user, venue }: { user: Profile; venue: NonNullable<Profile['venue']> }) {
  const { t } = useTranslation();
  const stations = useStations(true);
  const subscription = useSubscription(venue.id);
  const isAdmin = user.role === 'ROLE_ADMIN';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('venues.dashboard.venue')}
          </Text>
          <Title order={1} fz={26}>
            {venue.name}
          </Title>
        </Stack>
        {subscription.data && (
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {t(`enums.plans.${subscription.data.plan}`)}
            </Badge>
            {subscription.data.plan === 'FREE' && !subscription.data.trialEnded && subscription.data.daysTillTrialEnds !== null && (
              <Badge variant="light" color={SEMANTIC_COLORS.warning} size="lg">
                {t('venues.dashboard.trialDays', { days: subscription.data.daysTillTrialEnds })}
              </Badge>
            )}
          </Group>
        )}
      </Group>
      <Title order={2} fz="lg">
        {t('venues.dashboard.stations')}
      </Title>
      {stations.isPending ? (
        <PageLoader />
      ) : stations.isError ? (
        <ErrorState error={stations.error} onRetry={() => void stations.refetch()} />
      ) : stations.data.length === 0 ? (
        <Notice title={t('venues.dashboard.noStationsTitle')}>
          {t(isAdmin ? 'venues.dashboard.noStationsAdmin' : 'venues.dashboard.noStationsUser')}
        </Notice>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {stations.data.map((station) => (
            <StationCard key={station.department.id} station={station} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function StationCard({ station }: { station: StationSummary }) {
  const { t } = useTranslation();
  const { department } = station;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={department.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={700} fz="lg" lineClamp={2}>
            {department.name}
          </Text>
          {department.isWarehouse && (
            <Badge variant="light" color="grape" leftSection={<IconBuildingWarehouse size={14} />}>
              {t('venues.dashboard.warehouse')}
            </Badge>
          )}
        </Group>
        <Group grow gap="sm">
          <Count label={t('venues.dashboard.openOrders')} value={station.numberOfOpenOrders} color={SEMANTIC_COLORS.negative} />
          <Count
            label={t('venues.dashboard.expectedOrders')}
            value={station.numberOfExpectedOrders}
            color={SEMANTIC_COLORS.accent}
          />
        </Group>
      </Stack>
    </Card>
  );
}

/** SPEC §4 colours: open orders red, in progress (expected) blue. */
function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={0} p="xs" bg={`var(--mantine-color-${color}-light)`} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text fz={28} fw={800} c={`${color}.7`} lh={1.1}>
        {value}
      </Text>
      <Text size="sm">{label}</Text>
    </Stack>
  );
}

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <Alert variant="light" color={SEMANTIC_COLORS.accent} icon={<IconInfoCircle />} title={title}>
      {children}
    </Alert>
  );
}
