/**
 * An article's paid-price history (docs/PRODUCT.md#prices): a small chart of the paid price over time and a table of
 * every point, newest first (date received, supplier, paid, ordered, order number), in the reader's locale. Opened
 * from an article row and from the dashboard's "prices that rose".
 */
import { LineChart } from '@mantine/charts';
import { Alert, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/domain/prices/money';
import type { ArticleHistory } from '@/domain/prices/prices.schemas';
import { formatCompactNumber } from '@/domain/shared/number-format';
import { AppModal } from '@/web/components/app-modal';
import { ErrorState } from '@/web/components/error-state';
import { useAppLanguage } from '@/web/i18n/i18n';
import { formatDate } from '@/web/lib/dates';
import { useArticleHistory } from '../api';
import { TrendMark } from './trend-mark';

export interface PriceHistoryDialogProps {
  opened: boolean;
  /** The article whose history shows (the last one stays while the dialog closes). */
  article: { id: number; name: string } | null;
  onClose: () => void;
}

export function PriceHistoryDialog({ opened, article, onClose }: PriceHistoryDialogProps) {
  const { t } = useTranslation('prices');
  const history = useArticleHistory(article?.id ?? null);
  return (
    <AppModal
      opened={opened && article !== null}
      onClose={onClose}
      title={article ? t('history.title', { name: article.name }) : ''}
    >
      {history.isPending ? (
        <Loader size="sm" mx="auto" display="block" role="status" aria-label={t('history.loading')} />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => history.refetch()} />
      ) : history.data.points.length === 0 ? (
        <Text c="dimmed">{t('history.empty')}</Text>
      ) : (
        <HistoryBody history={history.data} />
      )}
    </AppModal>
  );
}

function HistoryBody({ history }: { history: ArticleHistory }) {
  const { t } = useTranslation('prices');
  const language = useAppLanguage();
  const money = (price: string) => formatMoney(price, history.currency, language);
  const chart = history.points.map((point) => ({
    date: formatDate(point.receivedAt),
    paid: Number(point.paidPrice),
  }));
  const newestFirst = [...history.points].reverse();
  return (
    <Stack gap="md">
      {history.last ? (
        <Alert variant="light" color="gray" p="xs">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {t('history.last', {
                price: money(history.last.paidPrice),
                unit: history.unit,
                date: formatDate(history.last.receivedAt),
              })}
            </Text>
            <TrendMark trend={history.last.trend} />
          </Group>
        </Alert>
      ) : null}
      {chart.length > 1 ? (
        // The chart's own box takes no label (axe aria-prohibited-attr): a figure around it names it.
        <div role="img" aria-label={t('history.chart')}>
          <LineChart
            h={180}
            data={chart}
            dataKey="date"
            series={[{ name: 'paid', label: t('history.paid'), color: 'blue.6' }]}
            valueFormatter={(value) => money(value.toFixed(2))}
            yAxisProps={{ width: 56, tickFormatter: (value: number) => formatCompactNumber(value, language) }}
            curveType="linear"
            tickLine="none"
            gridAxis="y"
          />
        </div>
      ) : null}
      <Table.ScrollContainer minWidth={460}>
        <Table verticalSpacing="xs" striped aria-label={t('history.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.date')}</Table.Th>
              <Table.Th>{t('history.supplier')}</Table.Th>
              <Table.Th ta="right">{t('history.paid')}</Table.Th>
              <Table.Th ta="right">{t('history.ordered')}</Table.Th>
              <Table.Th>{t('history.order')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {newestFirst.map((point) => (
              <Table.Tr key={`${point.orderId}-${point.receivedAt}`} data-testid="price-point">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(point.receivedAt)}</Table.Td>
                <Table.Td>{point.supplier ?? '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(point.paidPrice)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {point.orderedPrice ? money(point.orderedPrice) : '—'}
                </Table.Td>
                <Table.Td>{point.orderNumber}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
