import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconBuildingWarehouse, IconInfoCircle, IconList, IconPlus } from '@tabler/icons-react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Profile } from '@/domain/auth/profile.schemas';
import { PATHS } from '@/web/lib/paths';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useDueSummary } from '@/web/features/orders/api';
import {
  ContinueDraft,
  currentOrdersPath,
  startNewOrder,
  WaitingApprovalsCard,
} from '@/web/features/orders/public';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useCurrentUser } from '@/web/lib/current-user';
import { PlanGate } from '@/web/features/subscriptions/public';
import type { StationOverview } from '@/domain/stations/stations.schemas';
import { useSubscription } from '@/web/features/subscriptions/api';
import { useStations } from '@/web/features/stations/api';
import { useReloadSession } from '../api';
import { DueWarnings } from '../components/due-warnings';
import { HelpLink } from '@/web/features/help/public';
import {
  OnboardingWizard,
  StationPicker,
  SupplierAnswersCard,
  VenueRegistration,
  RisenPricesCard,
  WaitingInvoicesCard,
} from './dashboard-lazy-parts';

/**
 * `/`: the venue and its stations with open and expected order counts (dashboard, venue present:
 * docs/PRODUCT.md#dashboard): a station picker to start an order, each station's way to its orders, the warnings
 * about orders that should have arrived (past-due: docs/PRODUCT.md#overdue) and the way to the archive.
 */
export function DashboardPage() {
  const { ready } = useTranslation('venues');
  const { user } = useCurrentUser();
  if (!user) return null;
  if (!ready) return <PageLoader />;

  if (user.pending_invites) return <PendingNotice />;
  // The page loader stands in while a lazy part the screen shows at once (registration, onboarding) arrives, so
  // the screen still appears in one piece.
  return (
    <Suspense fallback={<PageLoader />}>
      {/* Without a venue, register one or ask an existing one for access (docs/PRODUCT.md#dashboard-no-venue). */}
      {user.venue ? <VenueDashboard user={user} venue={user.venue} /> : <VenueRegistration />}
    </Suspense>
  );
}

/**
 * Pending invitation (docs/PRODUCT.md#pending-access): blocked until an admin approves. Each visit renews the session
 * once, so after the approval a reload shows the venue (the access token names the venue the user belongs to).
 */
function PendingNotice() {
  const { t } = useTranslation('venues');
  const reload = useReloadSession();
  useEffect(() => {
    void reload();
  }, [reload]);
  return <Notice title={t('dashboard.pendingTitle')}>{t('dashboard.pending')}</Notice>;
}

/**
 * Warehouse stations order from market suppliers through their own screens (custom orders:
 * docs/PRODUCT.md#order-kinds).
 */
const kindOf = (station: StationOverview) => (station.department.isWarehouse ? 'custom' : 'regular');

function VenueDashboard({ user, venue }: { user: Profile; venue: NonNullable<Profile['venue']> }) {
  const { t } = useTranslation('venues');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const stations = useStations(true);
  const due = useDueSummary(true);
  const subscription = useSubscription(venue.id);
  // decision 0011 (CLS): the screen appears in one piece once the stations, the late-order warning and the plan (its
  // badges and trial banner) are known, so nothing that arrives later pushes the station cards down.
  // Only the first time: later refetches never unmount the screen (the onboarding wizard keeps what was typed).
  const settling = stations.isPending || due.isPending || subscription.isPending;
  const [shown, setShown] = useState(false);
  // The screen's first render is a transition: React renders it in slices instead of one long task (Lighthouse
  // TBT), as the answers arrive in a store update that React renders at once.
  useEffect(() => {
    if (!shown && !settling) startTransition(() => setShown(true));
  }, [shown, settling]);
  const [picking, setPicking] = useState(false);
  const isAdmin = user.role === 'ROLE_ADMIN';
  const stationList = stations.data ?? [];

  const startOrder = (station: StationOverview) =>
    void navigate(startNewOrder(station.department.id, kindOf(station)));

  if (!shown) return <PageLoader />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('dashboard.venue')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Title order={1} fz={26}>
              {venue.name}
            </Title>
            <HelpLink article="order-creation" />
          </Group>
        </Stack>
        {subscription.data && (
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {tMain(`enums.plans.${subscription.data.plan}`)}
            </Badge>
            {subscription.data.plan === 'FREE' &&
              !subscription.data.trialEnded &&
              subscription.data.daysTillTrialEnds !== null && (
                <Badge variant="light" color={SEMANTIC_COLORS.warning} size="lg">
                  {t('dashboard.trialDays', { days: subscription.data.daysTillTrialEnds })}
                </Badge>
              )}
          </Group>
        )}
      </Group>

      <PlanGate user={user} venueId={venue.id} />

      {stationList.length > 0 ? (
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => (stationList.length === 1 ? startOrder(stationList[0]!) : setPicking(true))}
          >
            {t('dashboard.createOrder')}
          </Button>
          <Button
            component={Link}
            to={PATHS.archived}
            variant="default"
            leftSection={<IconArchive size={18} />}
          >
            {t('dashboard.archive')}
          </Button>
        </Group>
      ) : null}

      <ContinueDraft
        stationName={(id) => stationList.find((station) => station.department.id === id)?.department.name}
      />

      {isAdmin && !user.finishedOnboarding && <OnboardingWizard venueId={venue.id} />}

      <DueWarnings />

      <Title order={2} fz="lg">
        {t('dashboard.stations')}
      </Title>
      {stations.isPending ? (
        <PageLoader />
      ) : stations.isError ? (
        <ErrorState error={stations.error} onRetry={() => void stations.refetch()} />
      ) : stations.data.length === 0 ? (
        <Notice title={t('dashboard.noStationsTitle')}>
          {t(isAdmin ? 'dashboard.noStationsAdmin' : 'dashboard.noStationsUser')}
        </Notice>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {stations.data.map((station) => (
            <StationCard
              key={station.department.id}
              station={station}
              onNewOrder={() => startOrder(station)}
            />
          ))}
        </SimpleGrid>
      )}

      {/* Below the stations and asked for after them, so the first paint stays light and nothing shifts (docs/PRODUCT.md#supplier-side). */}
      <SupplierAnswersCard
        enabled={stations.isSuccess && due.isSuccess}
        orderPath={(answer) => currentOrdersPath(answer.stationId, 'regular', 'expected', answer.orderId)}
      />

      <WaitingApprovalsCard enabled={stations.isSuccess} />

      <WaitingInvoicesCard enabled={isAdmin && user.finishedOnboarding && stations.isSuccess} />

      <RisenPricesCard enabled={isAdmin && user.finishedOnboarding && stations.isSuccess} />

      <StationPicker
        opened={picking}
        stations={stationList}
        onClose={() => setPicking(false)}
        onPick={(station) => {
          setPicking(false);
          startOrder(station);
        }}
      />
    </Stack>
  );
}

function StationCard({ station, onNewOrder }: { station: StationOverview; onNewOrder: () => void }) {
  const { t } = useTranslation('venues');
  const { id, name, isWarehouse } = station.department;
  // The station's orders open where the work is: the expected ones when there are any, else the drafts.
  const ordersTab = station.numberOfExpectedOrders > 0 ? 'expected' : 'draft';
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={700} fz="lg" lineClamp={2}>
            {name}
          </Text>
          {isWarehouse && (
            <Badge variant="light" color="grape" leftSection={<IconBuildingWarehouse size={14} />}>
              {t('dashboard.warehouse')}
            </Badge>
          )}
        </Group>
        <Group grow gap="sm">
          <Count
            label={t('dashboard.openOrders')}
            value={station.numberOfOpenOrders}
            color={SEMANTIC_COLORS.negative}
          />
          <Count
            label={t('dashboard.expectedOrders')}
            value={station.numberOfExpectedOrders}
            color={SEMANTIC_COLORS.accent}
          />
        </Group>
        {/* One above the other: side by side the labels do not fit a phone-width or two-column card. */}
        <Stack gap="xs">
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={onNewOrder}
            // Every card has these two buttons: the station's name tells them apart for screen readers.
            aria-label={t('dashboard.newOrderFor', { station: name })}
          >
            {t('dashboard.newOrder')}
          </Button>
          <Button
            component={Link}
            to={currentOrdersPath(id, kindOf(station), ordersTab)}
            variant="light"
            leftSection={<IconList size={16} />}
            aria-label={t('dashboard.ordersOf', { station: name })}
          >
            {t('dashboard.orders')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/** Colours (docs/PRODUCT.md#order-statuses): open orders red, in progress (expected) blue. */
function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack
      gap={0}
      p="xs"
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
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
