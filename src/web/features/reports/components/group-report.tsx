/**
 * The report over all the owner's venues (decision 0037, docs/PRODUCT.md#reports): spend per venue as a chart and a
 * list, per supplier and per category across the venues, and the .xlsx export. Money is in each row's currency;
 * rows of different currencies are never added together (the server keeps them apart).
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupReport as GroupReportData, GroupShare } from '@/domain/groups/group-reports.schemas';
import { formatCompactNumber } from '@/domain/shared/number-format';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { formatDate } from '@/web/lib/dates';
import { notifyErrorText } from '@/web/lib/notify';
import { useGroupReport } from '../api';
import { downloadFile } from '../export-xlsx';
import { formatMoneyWithCurrency } from '../format';
import { groupReportWorkbook } from '../group-export-xlsx';

const NAME_AXIS_WIDTH = 124;

export function GroupReport({ fromDate, toDate }: { fromDate: string; toDate: string }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'group' });
  const language = i18n.language;
  const report = useGroupReport(fromDate, toDate, true);
  if (report.isPending) return <PageLoader />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  const data = report.data;
  const money = (value: string | number, currency: string) =>
    formatMoneyWithCurrency(value, currency, language);
  const currencies = new Set(data.venues.map((venue) => venue.currency));
  const bars = data.venues.map((venue) => ({ name: venue.name, [t('spend')]: Number(venue.value) }));
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          {t('perVenue')}
        </Title>
        <GroupExportButton data={data} fromDate={fromDate} toDate={toDate} />
      </Group>
      {currencies.size === 1 && data.venues.some((venue) => Number(venue.value) > 0) ? (
        <Card withBorder radius="md" padding="sm" component="section" aria-label={t('chart')}>
          <BarChart
            h={Math.max(120, bars.length * 44)}
            data={bars}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: NAME_AXIS_WIDTH }}
            xAxisProps={{
              tickFormatter: (value: number) => formatCompactNumber(value, language),
              minTickGap: 8,
            }}
            series={[{ name: t('spend'), color: 'blue.6' }]}
            valueFormatter={(value) => money(value, data.venues[0]!.currency)}
            tickLine="none"
            gridAxis="x"
          />
        </Card>
      ) : null}
      <Table striped data-testid="group-venues">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('venue')}</Table.Th>
            <Table.Th ta="right">{t('spend')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.venues.map((venue) => (
            <Table.Tr key={venue.venueId}>
              <Table.Td>{venue.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(venue.value, venue.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ShareTable title={t('perSupplier')} nameLabel={t('supplier')} rows={data.suppliers} money={money} />
      <ShareTable title={t('perCategory')} nameLabel={t('category')} rows={data.categories} money={money} />
    </Stack>
  );
}

function ShareTable({
  title,
  nameLabel,
  rows,
  money,
}: {
  title: string;
  nameLabel: string;
  rows: GroupShare[];
  money: (value: string, currency: string) => string;
}) {
  const { t } = useTranslation('reports', { keyPrefix: 'group' });
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{nameLabel}</Table.Th>
              <Table.Th ta="right">{t('venues')}</Table.Th>
              <Table.Th ta="right">{t('spend')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.name ?? ''}-${row.currency}`}>
                <Table.Td>{row.name ?? t('noSupplier')}</Table.Td>
                <Table.Td ta="right">{row.venues}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(row.value, row.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function GroupExportButton({
  data,
  fromDate,
  toDate,
}: {
  data: GroupReportData;
  fromDate: string;
  toDate: string;
}) {
  const { t } = useTranslation('reports');
  const [pending, setPending] = useState(false);
  async function exportReport() {
    setPending(true);
    try {
      const workbook = await groupReportWorkbook(
        data,
        {
          period: t('export.period'),
          venues: t('group.perVenue'),
          suppliers: t('group.perSupplier'),
          categories: t('group.perCategory'),
          name: t('group.name'),
          value: t('group.spend'),
          currency: t('group.currency'),
          lines: t('group.lines'),
          venueCount: t('group.venues'),
          noSupplier: t('group.noSupplier'),
        },
        `${formatDate(fromDate)} – ${formatDate(toDate)}`,
      );
      downloadFile(workbook, `${t('group.file')}-${fromDate}-${toDate}.xlsx`);
    } catch {
      notifyErrorText(t('export.failed'));
    } finally {
      setPending(false);
    }
  }
  return (
    <Button
      variant="light"
      mih={44}
      leftSection={<IconFileSpreadsheet size={18} />}
      onClick={() => void exportReport()}
      loading={pending}
    >
      {t('export.button')}
    </Button>
  );
}
