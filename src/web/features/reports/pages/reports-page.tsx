import { Group, SegmentedControl, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { DEFAULT_CURRENCY } from '@/domain/prices/money';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartMetric } from '@/domain/reports/reports.schemas';
import { REPORT_PAGE_SIZE } from '@/domain/reports/reports.schemas';
import { DEBOUNCE } from '@/domain/shared/timing';
import { useAdminVenues } from '@/web/features/admin/api';
import { useIsOwner } from '@/web/features/groups/public';
import type { ReportScopeKind } from '@/domain/groups/group-reports.schemas';
import { HelpLink } from '@/web/features/help/public';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useCurrentUser } from '@/web/lib/current-user';
import { useReportCharts, useReportFilterOptions, useReportPage, useSupplierReliability } from '../api';
import { ReliabilityTable } from '../components/reliability-table';
import { CreditsBySupplierTable } from '@/web/features/credits/public';
import { InvoiceAccuracyTable } from '@/web/features/invoices/public';
import { GroupReport } from '../components/group-report';
import { ReportCharts } from '../components/report-charts';
import { ReportExportButton } from '../components/report-export-button';
import { ReportFilters } from '../components/report-filters';
import { ReportTable } from '../components/report-table';
import type { ReportFilterState } from '../report-query';

type Tab = 'articles' | 'reliability';

/**
 * /admin/reports (docs/PRODUCT.md#reports, #report-filters, #api-reports, #report-charts): filters, charts, the
 * per-article table and supplier reliability.
 */
export function ReportsPage() {
  const { t, ready } = useTranslation('reports');
  const { user } = useCurrentUser();
  const superAdmin = user?.role === 'ROLE_SUPERADMIN';
  const [chosenVenue, setChosenVenue] = useState<number | null>(null);
  const venueId = superAdmin ? chosenVenue : (user?.venue?.id ?? null);
  const [dates, setDates] = useState<[string | null, string | null]>([null, null]);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), DEBOUNCE.reportSearch);
  const [stationId, setStationId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(REPORT_PAGE_SIZE);
  const [metric, setMetric] = useState<ChartMetric>('value');
  const [tab, setTab] = useState<Tab>('articles');
  // An owner (admin of two venues or more, decision 0037) may report over all of them.
  const owner = useIsOwner() && !superAdmin;
  const [scope, setScope] = useState<ReportScopeKind>('venue');
  const group = owner && scope === 'group';

  const state: ReportFilterState = {
    // The group scope reads no single venue: the venue's queries wait.
    venueId: group ? null : venueId,
    fromDate: dates[0],
    toDate: dates[1],
    search,
    stationId,
    categoryId,
  };
  const options = useReportFilterOptions(venueId);
  const currency = options.data?.currency ?? DEFAULT_CURRENCY;
  const report = useReportPage(state, page, pageSize);
  const charts = useReportCharts(state, metric);
  const reliability = useSupplierReliability(state, tab === 'reliability');
  const complete = dates[0] !== null && dates[1] !== null;

  // Every filter change starts again at the first page (docs/PRODUCT.md#page-sizes: page 0).
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const onDates = refilter((value: [string | null, string | null]) => {
    setDates(value);
    if (value[0] === null || value[1] === null) {
      setSearchText('');
      setStationId(null);
      setCategoryId(null);
    }
  });
  const onStation = refilter((value: number | null) => {
    setStationId(value);
    setCategoryId(null);
  });

  if (!ready) return <PageLoader />;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} fz={26}>
            {t('title')}
          </Title>
          <HelpLink article="reports" />
        </Group>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </Stack>
      {superAdmin ? <VenuePicker venueId={chosenVenue} onChange={refilter(setChosenVenue)} /> : null}
      {owner ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="report-scope-label">
            {t('group.scope')}
          </Text>
          <SegmentedControl
            aria-labelledby="report-scope-label"
            value={scope}
            onChange={(value) => setScope(value as ReportScopeKind)}
            data={[
              { value: 'venue', label: t('group.scopeVenue') },
              { value: 'group', label: t('group.scopeGroup') },
            ]}
            maw={420}
            data-testid="report-scope"
          />
        </Stack>
      ) : null}
      <ReportFilters
        state={state}
        searchText={searchText}
        onSearchText={(text) => {
          setSearchText(text);
          setPage(0);
        }}
        onDates={onDates}
        onStation={onStation}
        onCategory={refilter(setCategoryId)}
        options={options.data}
        datesOnly={group}
      />
      {group && complete ? (
        <GroupReport fromDate={dates[0]!} toDate={dates[1]!} />
      ) : !complete || venueId === null ? (
        <Text c="dimmed">{t('filters.pickDates')}</Text>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as Tab | null) ?? 'articles')}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="articles">{t('tabs.articles')}</Tabs.Tab>
            <Tabs.Tab value="reliability">{t('tabs.reliability')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="articles" pt="md">
            <Stack gap="lg">
              {charts.data ? (
                <ReportCharts charts={charts.data} metric={metric} onMetric={setMetric} currency={currency} />
              ) : null}
              <Group justify="flex-end">
                <ReportExportButton state={state} disabled={!report.data || report.data.count === 0} />
              </Group>
              {report.isPending ? (
                <PageLoader />
              ) : report.isError ? (
                <ErrorState error={report.error} onRetry={() => void report.refetch()} />
              ) : report.data.count === 0 ? (
                <Text c="dimmed">{t('table.noResult')}</Text>
              ) : (
                <ReportTable
                  data={report.data}
                  page={page}
                  pageSize={pageSize}
                  onPage={setPage}
                  onPageSize={refilter(setPageSize)}
                  currency={currency}
                />
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="reliability" pt="md">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('reliability.intro')}
              </Text>
              {reliability.isPending ? (
                <PageLoader />
              ) : reliability.isError ? (
                <ErrorState error={reliability.error} onRetry={() => void reliability.refetch()} />
              ) : reliability.data.rows.length === 0 ? (
                <Text c="dimmed">{t('reliability.empty')}</Text>
              ) : (
                <ReliabilityTable rows={reliability.data.rows} />
              )}
              <InvoiceAccuracyTable fromDate={dates[0]} toDate={dates[1]} />
              <CreditsBySupplierTable />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

/** The super admin picks any venue (docs/PRODUCT.md#reports). */
function VenuePicker({
  venueId,
  onChange,
}: {
  venueId: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('reports', { keyPrefix: 'filters' });
  const venues = useAdminVenues();
  return (
    <Select
      size="md"
      label={t('venue')}
      placeholder={t('venuePlaceholder')}
      data={(venues.data ?? []).map((venue) => ({ value: String(venue.id), label: venue.name }))}
      value={venueId === null ? null : String(venueId)}
      onChange={(value) => onChange(value === null ? null : Number(value))}
      searchable
      maw={420}
    />
  );
}
