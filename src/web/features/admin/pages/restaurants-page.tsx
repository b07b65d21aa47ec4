import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { AppPagination } from '@/web/components/app-pagination';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buildPath } from '@/web/lib/paths';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import type { AdminVenue } from '@/domain/admin/admin.schemas';
import { DEBOUNCE } from '@/domain/shared/timing';
import { useAdminVenuePage } from '../api';
import { PlanPricesCard } from '../components/plan-prices-card';

/**
 * /admin/restaurants: every venue with its plan, trial, status, people, stations and order counts
 * (docs/PRODUCT.md#admin-restaurants), searched (debounced) and paged by the server, ten a page by name.
 */
export function RestaurantsPage() {
  const { t, ready } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [settledSearch] = useDebouncedValue(search.trim(), DEBOUNCE.name);
  const [page, setPage] = useState(1);
  const venues = useAdminVenuePage({ page, search: settledSearch });
  const mobile = useIsMobile();
  const pages = venues.data ? Math.max(1, Math.ceil(venues.data.total / venues.data.pageSize)) : 1;
  if (!ready) return <PageLoader />;

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('restaurants.title')}
      </Title>
      <TextInput
        label={t('restaurants.search')}
        placeholder={t('restaurants.searchPlaceholder')}
        leftSection={<IconSearch size={18} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        type="search"
        maw={480}
      />
      {venues.isPending ? (
        <PageLoader />
      ) : venues.isError ? (
        <ErrorState error={venues.error} onRetry={() => void venues.refetch()} />
      ) : venues.data.venues.length === 0 ? (
        <Text c="dimmed">{t(settledSearch === '' ? 'restaurants.empty' : 'restaurants.noMatch')}</Text>
      ) : mobile ? (
        <SimpleGrid cols={1} spacing="sm">
          {venues.data.venues.map((venue) => (
            <VenueCard key={venue.id} venue={venue} />
          ))}
        </SimpleGrid>
      ) : (
        <VenueTable venues={venues.data.venues} />
      )}
      {pages > 1 && (
        <Group justify="center">
          <AppPagination value={page} onChange={setPage} total={pages} />
        </Group>
      )}
      <PlanPricesCard />
    </Stack>
  );
}

function PlanBadge({ venue }: { venue: AdminVenue }) {
  const { t } = useTranslation('admin');
  const { t: tMain } = useTranslation();
  return (
    <Badge variant="light">{venue.plan ? tMain(`enums.plans.${venue.plan}`) : t('restaurants.noPlan')}</Badge>
  );
}

function TrialText({ venue }: { venue: AdminVenue }) {
  const { t } = useTranslation('admin');
  if (venue.daysTillTrialEnds === null) return <>—</>;
  if (venue.daysTillTrialEnds === 0) return <>{t('restaurants.trialEnded')}</>;
  return <>{t('restaurants.trialDays', { count: venue.daysTillTrialEnds })}</>;
}

function DisabledBadge() {
  const { t } = useTranslation('admin');
  return (
    <Badge color={SEMANTIC_COLORS.negative} variant="filled">
      {t('restaurants.disabled')}
    </Badge>
  );
}

function VenueTable({ venues }: { venues: AdminVenue[] }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('restaurants.name')}</Table.Th>
            <Table.Th>{t('restaurants.pib')}</Table.Th>
            <Table.Th>{t('restaurants.plan')}</Table.Th>
            <Table.Th>{t('restaurants.trial')}</Table.Th>
            <Table.Th ta="right">{t('restaurants.users')}</Table.Th>
            <Table.Th ta="right">{t('restaurants.stations')}</Table.Th>
            <Table.Th ta="right">{t('restaurants.openOrders')}</Table.Th>
            <Table.Th ta="right">{t('restaurants.expectedOrders')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {venues.map((venue) => (
            <Table.Tr
              key={venue.id}
              style={{ cursor: 'pointer' }}
              onClick={() => void navigate(buildPath.adminRestaurant(venue.id))}
            >
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Stack gap={0}>
                    <Text
                      fw={600}
                      component={Link}
                      to={buildPath.adminRestaurant(venue.id)}
                      aria-label={t('restaurants.open', { venue: venue.name })}
                    >
                      {venue.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {venue.bussiness_name}
                    </Text>
                  </Stack>
                  {venue.disabled && <DisabledBadge />}
                </Group>
              </Table.Td>
              <Table.Td>{venue.pib}</Table.Td>
              <Table.Td>
                <PlanBadge venue={venue} />
              </Table.Td>
              <Table.Td>
                <TrialText venue={venue} />
              </Table.Td>
              <Table.Td ta="right">{venue.usersCount}</Table.Td>
              <Table.Td ta="right">{venue.stationsCount}</Table.Td>
              <Table.Td ta="right">{venue.numberOfOpenOrders}</Table.Td>
              <Table.Td ta="right">{venue.numberOfExpectedOrders}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VenueCard({ venue }: { venue: AdminVenue }) {
  const { t } = useTranslation('admin');
  const facts: Array<[string, number]> = [
    [t('restaurants.users'), venue.usersCount],
    [t('restaurants.stations'), venue.stationsCount],
    [t('restaurants.openOrders'), venue.numberOfOpenOrders],
    [t('restaurants.expectedOrders'), venue.numberOfExpectedOrders],
  ];
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={buildPath.adminRestaurant(venue.id)}
      aria-label={t('restaurants.open', { venue: venue.name })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={700} truncate>
              {venue.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t('restaurants.pibValue', { pib: venue.pib })}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {venue.disabled && <DisabledBadge />}
            <PlanBadge venue={venue} />
          </Group>
        </Group>
        <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
          {facts.map(([label, value]) => (
            <Text key={label} size="sm">
              {label}: <b>{value}</b>
            </Text>
          ))}
        </SimpleGrid>
        {venue.daysTillTrialEnds !== null && (
          <Text size="sm" c="dimmed">
            {t('restaurants.trial')}: <TrialText venue={venue} />
          </Text>
        )}
      </Stack>
    </Card>
  );
}
