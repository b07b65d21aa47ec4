import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartMetric, Charts } from '@/domain/reports/reports.schemas';
import { formatDate } from '@/web/lib/dates';
import { formatMoney, formatNumber } from '../format';

const SUPPLIER_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'lime.6', 'pink.6', 'yellow.6'];
const OTHERS_COLOR = 'gray.5';
/** More slices than this are summed into one "others" slice: a donut of 30 slivers says nothing. */
const MAX_SLICES = SUPPLIER_COLORS.length;

interface ReportChartsProps {
  charts: Charts;
  metric: ChartMetric;
  onMetric: (metric: ChartMetric) => void;
}

/** Spend or quantity per week, the top 10 articles and each supplier's share (issue 14); none without data. */
export function ReportCharts({ charts, metric, onMetric }: ReportChartsProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'charts' });
  const language = i18n.language;
  const hasPrices = charts.weeks.some((week) => week.value !== null);
  const format = (value: number) =>
    metric === 'value' ? formatMoney(value, language) : formatNumber(value, language);

  const weeks = charts.weeks.map((week) => ({
    week: formatDate(week.week).slice(0, 5),
    [t('perWeek')]: metric === 'value' ? Number(week.value ?? 0) : Number(week.ordered),
  }));
  const top = charts.topArticles.map((article) => ({
    name: article.name.length > 18 ? `${article.name.slice(0, 17)}…` : article.name,
    [t(metric)]: metric === 'value' ? Number(article.value ?? 0) : Number(article.ordered),
  }));
  const slices = charts.suppliers
    .map((supplier) => ({
      name: supplier.name ?? t('noSupplier'),
      value: metric === 'value' ? Number(supplier.value ?? 0) : supplier.lines,
    }))
    .filter((slice) => slice.value > 0);
  const donut = [
    ...slices.slice(0, MAX_SLICES - 1).map((slice, index) => ({ ...slice, color: SUPPLIER_COLORS[index]! })),
    ...(slices.length >= MAX_SLICES
      ? [
          {
            name: '…',
            value: slices.slice(MAX_SLICES - 1).reduce((sum, slice) => sum + slice.value, 0),
            color: OTHERS_COLOR,
          },
        ]
      : []),
  ];

  if (charts.weeks.length === 0) return null;
  return (
    <Stack gap="sm" aria-label={t('title')} component="section">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        <SegmentedControl
          aria-label={t('metric')}
          value={metric}
          onChange={(value) => onMetric(value as ChartMetric)}
          data={[
            { value: 'value', label: t('value') },
            { value: 'quantity', label: t('quantity') },
          ]}
        />
      </Group>
      {metric === 'value' && !hasPrices ? (
        <Alert color="orange">{t('noPrices')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <ChartCard title={t('perWeek')} label="weeks">
            <BarChart
              h={220}
              data={weeks}
              dataKey="week"
              series={[{ name: t('perWeek'), color: 'blue.6' }]}
              valueFormatter={format}
              tickLine="none"
              gridAxis="y"
            />
          </ChartCard>
          <ChartCard title={t('topArticles')} label="top">
            <BarChart
              h={Math.max(160, top.length * 30)}
              data={top}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              series={[{ name: t(metric), color: 'teal.6' }]}
              valueFormatter={format}
              tickLine="none"
              gridAxis="x"
            />
          </ChartCard>
          {donut.length > 0 ? (
            <ChartCard title={t('perSupplier')} label="suppliers">
              <Group justify="center" gap="md" wrap="wrap">
                <DonutChart data={donut} size={170} thickness={28} valueFormatter={format} withTooltip />
                <Stack gap={4}>
                  {donut.map((slice) => (
                    <Group key={slice.name} gap={6} wrap="nowrap">
                      <Swatch color={slice.color} />
                      <Text size="sm">
                        {slice.name}: {format(slice.value)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Group>
            </ChartCard>
          ) : null}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ChartCard({ title, label, children }: { title: string; label: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" data-chart={label}>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {children}
    </Card>
  );
}

function Swatch({ color }: { color: string }) {
  const [name, shade] = color.split('.');
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: 3,
        background: `var(--mantine-color-${name}-${shade})`,
      }}
    />
  );
}
