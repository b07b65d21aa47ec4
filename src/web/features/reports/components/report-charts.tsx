import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartMetric, Charts } from '@/domain/reports/reports.schemas';
import { formatDate } from '@/web/lib/dates';
import { formatCompactNumber } from '@/domain/shared/number-format';
import { formatMoneyWithCurrency, formatNumber } from '../format';

const SUPPLIER_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'lime.6', 'pink.6', 'yellow.6'];
const OTHERS_COLOR = 'gray.5';
/** More slices than this are summed into one "others" slice: a donut of 30 slivers says nothing. */
const MAX_SLICES = SUPPLIER_COLORS.length;
/** An article's label on the top-10 axis: the name (cut) and its unit fit the axis at 360 px. */
const NAME_CHARS = 16;
const NAME_AXIS_WIDTH = 124;
/** Wide enough for a compact tick ("125 hilj.") at the chart's font size, so no label is cut at 360 px. */
const VALUE_AXIS_WIDTH = 64;

function articleLabel(name: string, unit: string | null): string {
  const short = name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name;
  return unit && unit !== '#' ? `${short} (${unit})` : short;
}

interface ReportChartsProps {
  charts: Charts;
  metric: ChartMetric;
  onMetric: (metric: ChartMetric) => void;
  /** The venue's currency (docs/PRODUCT.md#prices). */
  currency: string;
}

/**
 * Spend or quantity per week, the top 10 articles and each supplier's share (docs/PRODUCT.md#reports); none without
 * data.
 */
export function ReportCharts({ charts, metric, onMetric, currency }: ReportChartsProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'charts' });
  const language = i18n.language;
  const hasPrices = charts.weeks.some((week) => week.value !== null);
  // Tooltips and the legend carry the currency; axis ticks are short, the card says what they count in.
  const format = (value: number) =>
    metric === 'value' ? formatMoneyWithCurrency(value, currency, language) : formatNumber(value, language);
  const tick = (value: number) => formatCompactNumber(value, language);
  const formatSlice = (value: number) =>
    metric === 'value' ? formatMoneyWithCurrency(value, currency, language) : t('lines', { count: value });
  const unitNote = metric === 'value' ? t('unitMoney', { currency }) : t('unitQuantity');

  const weeks = charts.weeks.map((week) => ({
    week: formatDate(week.week).slice(0, 5),
    [t('perWeek')]: metric === 'value' ? Number(week.value ?? 0) : Number(week.ordered),
  }));
  const top = charts.topArticles.map((article) => ({
    name: articleLabel(article.name, metric === 'quantity' ? article.unit : null),
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
          <ChartCard title={t('perWeek')} note={unitNote} label="weeks">
            <BarChart
              h={220}
              data={weeks}
              dataKey="week"
              series={[{ name: t('perWeek'), color: 'blue.6' }]}
              valueFormatter={format}
              yAxisProps={{ width: VALUE_AXIS_WIDTH, tickFormatter: tick }}
              tickLine="none"
              gridAxis="y"
            />
          </ChartCard>
          <ChartCard title={t('topArticles')} note={unitNote} label="top">
            <BarChart
              h={Math.max(160, top.length * 30)}
              data={top}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: NAME_AXIS_WIDTH }}
              xAxisProps={{ tickFormatter: tick, minTickGap: 8 }}
              series={[{ name: t(metric), color: 'teal.6' }]}
              valueFormatter={format}
              tickLine="none"
              gridAxis="x"
            />
          </ChartCard>
          {donut.length > 0 ? (
            <ChartCard title={t('perSupplier')} label="suppliers">
              <Group justify="center" gap="md" wrap="wrap">
                <DonutChart data={donut} size={170} thickness={28} valueFormatter={formatSlice} withTooltip />
                <Stack gap={4}>
                  {donut.map((slice) => (
                    <Group key={slice.name} gap={6} wrap="nowrap">
                      <Swatch color={slice.color} />
                      <Text size="sm">
                        {slice.name}: {formatSlice(slice.value)}
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

interface ChartCardProps {
  title: string;
  /** What the numbers count in (the venue's currency, the articles' units). */
  note?: string;
  label: string;
  children: React.ReactNode;
}

function ChartCard({ title, note, label, children }: ChartCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" data-chart={label}>
      <Text fw={600}>{title}</Text>
      <Text size="xs" c="dimmed" mb="xs">
        {note}
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
