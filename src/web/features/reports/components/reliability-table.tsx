import { Card, Group, Progress, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReliabilityRow } from '@/domain/reports/reports.schemas';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { formatNumber, formatShare } from '../format';

/** Fill rates at or above this are good, below the second poor (a restaurant misses dishes below ~85 %). */
const GOOD = 0.95;
const POOR = 0.85;

const fillColor = (rate: number | null) =>
  rate === null
    ? 'gray'
    : rate >= GOOD
      ? SEMANTIC_COLORS.positive
      : rate >= POOR
        ? SEMANTIC_COLORS.warning
        : SEMANTIC_COLORS.negative;

/** Per supplier: orders, fill rate as a bar, lines not available, on time / late / expected, most missing. */
export function ReliabilityTable({ rows }: { rows: ReliabilityRow[] }) {
  const mobile = useIsMobile();
  return mobile ? (
    <SimpleGrid cols={1} spacing="xs">
      {rows.map((row) => (
        <SupplierCard key={row.supplierId} row={row} />
      ))}
    </SimpleGrid>
  ) : (
    <SupplierTable rows={rows} />
  );
}

function FillBar({ rate }: { rate: number | null }) {
  const { i18n } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={(rate ?? 0) * 100} color={fillColor(rate)} w={90} size="lg" aria-hidden />
      <Text size="sm" fw={600}>
        {formatShare(rate, i18n.language)}
      </Text>
    </Group>
  );
}

/**
 * Price drift (PRO): the share of received lines paid beyond the venue's tolerance and the average change, "—"
 * without priced lines.
 */
function PriceDrift({ drift }: { drift: NonNullable<ReliabilityRow['priceDrift']> }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'reliability' });
  if (drift.lines === 0 || drift.changedShare === null) return <Text size="sm">—</Text>;
  const average = drift.averageChange;
  const sign = average !== null && average > 0 ? '+' : average !== null && average < 0 ? '−' : '';
  return (
    <Text size="sm">
      {t('priceDriftValue', {
        share: formatShare(drift.changedShare, i18n.language),
        average: average === null ? '—' : `${sign}${formatNumber(Math.abs(average), i18n.language, 1)} %`,
      })}
    </Text>
  );
}

/** On time, late, expected as one stacked bar with the numbers. */
function TimelinessBar({ row }: { row: ReliabilityRow }) {
  const { t } = useTranslation('reports', { keyPrefix: 'reliability' });
  const total = row.onTime + row.late + row.expected;
  const part = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  return (
    <Stack gap={2}>
      <Progress.Root size="lg" w={120}>
        <Tooltip label={`${t('onTime')}: ${row.onTime}`}>
          <Progress.Section
            value={part(row.onTime)}
            color={SEMANTIC_COLORS.positive}
            aria-label={`${t('onTime')}: ${row.onTime}`}
          />
        </Tooltip>
        <Tooltip label={`${t('late')}: ${row.late}`}>
          <Progress.Section
            value={part(row.late)}
            color={SEMANTIC_COLORS.negative}
            aria-label={`${t('late')}: ${row.late}`}
          />
        </Tooltip>
        <Tooltip label={`${t('expected')}: ${row.expected}`}>
          <Progress.Section
            value={part(row.expected)}
            color="blue"
            aria-label={`${t('expected')}: ${row.expected}`}
          />
        </Tooltip>
      </Progress.Root>
      <Text size="xs" c="dimmed">
        {t('onTime')} {row.onTime} · {t('late')} {row.late} · {t('expected')} {row.expected}
      </Text>
    </Stack>
  );
}

function MostMissing({ row }: { row: ReliabilityRow }) {
  const { t } = useTranslation('reports', { keyPrefix: 'reliability' });
  if (row.mostMissing.length === 0) return <Text size="sm">{t('none')}</Text>;
  return (
    <Text size="sm">
      {row.mostMissing.map((missing) => t('times', { name: missing.name, count: missing.times })).join(', ')}
    </Text>
  );
}

function SupplierTable({ rows }: { rows: ReliabilityRow[] }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'reliability' });
  // Null on every row when the venue's plan has no price history: the column is left out.
  const drift = rows.some((row) => row.priceDrift !== null);
  return (
    <Table.ScrollContainer minWidth={drift ? 1000 : 860}>
      <Table striped verticalSpacing="sm" aria-label={t('supplier')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('supplier')}</Table.Th>
            <Table.Th ta="right">{t('orders')}</Table.Th>
            <Table.Th>{t('fillRate')}</Table.Th>
            <Table.Th ta="right">{t('notAvailable')}</Table.Th>
            <Table.Th>{t('onTime')}</Table.Th>
            <Table.Th>{t('mostMissing')}</Table.Th>
            {drift ? <Table.Th>{t('priceDrift')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.supplierId}>
              <Table.Td fw={600}>{row.name}</Table.Td>
              <Table.Td ta="right">{row.ordersSent}</Table.Td>
              <Table.Td>
                <FillBar rate={row.fillRate} />
              </Table.Td>
              <Table.Td ta="right">{formatShare(row.notAvailableShare, i18n.language)}</Table.Td>
              <Table.Td>
                <TimelinessBar row={row} />
              </Table.Td>
              <Table.Td>
                <MostMissing row={row} />
              </Table.Td>
              {drift ? (
                <Table.Td>{row.priceDrift ? <PriceDrift drift={row.priceDrift} /> : null}</Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SupplierCard({ row }: { row: ReliabilityRow }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'reliability' });
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={row.name}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>{row.name}</Text>
          <Text size="sm">
            {t('orders')}: <b>{row.ordersSent}</b>
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('fillRate')}
        </Text>
        <FillBar rate={row.fillRate} />
        <Text size="sm">
          {t('notAvailable')}: <b>{formatShare(row.notAvailableShare, i18n.language)}</b>
        </Text>
        <TimelinessBar row={row} />
        <Text size="xs" c="dimmed">
          {t('mostMissing')}
        </Text>
        <MostMissing row={row} />
        {row.priceDrift ? (
          <>
            <Text size="xs" c="dimmed">
              {t('priceDrift')}
            </Text>
            <PriceDrift drift={row.priceDrift} />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
