/**
 * The quick stock count (docs/decisions/0025-order-guards.md): at a station, one supplier's articles (favorites first)
 * with a number field each, typed like amounts ("1,5", zero allowed) with one thumb: Enter moves to the next field.
 * Empty fields are not counted. Saving records who counted and when. Opened from a new order (its supplier in the
 * `supplier` query), saving or leaving goes back to that order.
 */
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDisplayDate } from '@/domain/shared/date-format';
import { venueToday } from '@/domain/shared/dates';
import { countProblem } from '@/domain/suggestions/stock-count.schemas';
import { AmountInput } from '@/web/components/amount-input';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { RequestError } from '@/web/components/request-error';
import { currentOrdersPath, forgetReturnToOrder, orderToReturnTo } from '@/web/features/orders/public';
import { useStations } from '@/web/features/stations/api';
import { useStationSuppliers } from '@/web/features/suppliers/api';
import { notifySuccessText } from '@/web/lib/notify';
import { useSaveStockCount, useStockCountSheet } from '../api';

function routeId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export function StockCountPage() {
  const { t, ready } = useTranslation('suggestions', { keyPrefix: 'count' });
  const stationId = routeId(useParams().stationId);
  const stations = useStations(stationId !== null);
  const station = stations.data?.find((candidate) => candidate.department.id === stationId)?.department;
  const suppliers = useStationSuppliers(stationId);
  // The wizard's stock count link names its supplier (docs/decisions/0032-suggested-amounts.md).
  const [searchParams] = useSearchParams();
  const [supplierId, setSupplierId] = useState<number | null>(() =>
    routeId(searchParams.get('supplier') ?? undefined),
  );

  if (!ready || stations.isPending) return <PageLoader />;
  if (stations.isError) return <ErrorState error={stations.error} onRetry={() => stations.refetch()} />;
  if (!station || stationId === null) return <ErrorState error={null} />;

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {t('heading')}
        </Text>
        <Title order={1} fz={26}>
          {station.name}
        </Title>
      </Stack>
      <Select
        label={t('supplier')}
        placeholder={t('supplierPlaceholder')}
        data={(suppliers.data ?? []).map((supplier) => ({
          value: String(supplier.id),
          label: supplier.name,
        }))}
        value={supplierId === null ? null : String(supplierId)}
        onChange={(value) => setSupplierId(value ? Number(value) : null)}
        searchable
        size="md"
      />
      {supplierId !== null ? (
        <CountSheet key={supplierId} stationId={stationId} supplierId={supplierId} />
      ) : null}
    </Stack>
  );
}

function CountSheet({ stationId, supplierId }: { stationId: number; supplierId: number }) {
  const { t } = useTranslation('suggestions', { keyPrefix: 'count' });
  const sheet = useStockCountSheet(stationId, supplierId);
  const save = useSaveStockCount();
  const navigate = useNavigate();
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  // Opened from a new order: saving or leaving goes back to it, its draft kept (docs/PRODUCT.md#back-to-order).
  const [returnTo] = useState(() => orderToReturnTo(stationId));
  const leavePath = returnTo ?? currentOrdersPath(stationId, 'regular');
  const leave = () => {
    if (returnTo) forgetReturnToOrder();
  };

  if (sheet.isPending) return <PageLoader />;
  if (sheet.isError) return <ErrorState error={sheet.error} onRetry={() => sheet.refetch()} />;
  const { articles, lastCountedAt } = sheet.data;
  const lines = articles.flatMap((article) => {
    const amount = amounts[article.id]?.trim() ?? '';
    return amount === '' ? [] : [{ articleId: article.id, amount }];
  });
  const invalid = lines.some((line) => countProblem(line.amount) !== undefined);

  const submit = () =>
    save.mutate(
      { stationId, supplierId, body: { lines } },
      {
        onSuccess: () => {
          notifySuccessText(t('saved'));
          leave();
          void navigate(leavePath);
        },
      },
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {lastCountedAt
          ? t('lastCounted', { date: formatDisplayDate(venueToday(new Date(lastCountedAt))) })
          : t('never')}
      </Text>
      {articles.length === 0 ? <Text>{t('empty')}</Text> : null}
      <Stack gap={6} component="ul" p={0} m={0}>
        {articles.map((article, index) => (
          <Paper key={article.id} withBorder radius="md" p="xs" component="li" style={{ listStyle: 'none' }}>
            <Group wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {article.isFavorite ? '★ ' : ''}
                  {article.name}
                </Text>
              </Stack>
              <AmountInput
                w={120}
                size="md"
                ref={(element) => {
                  fields.current[index] = element;
                }}
                aria-label={t('amountFor', { name: article.name })}
                placeholder={article.lastCounted ?? ''}
                value={amounts[article.id] ?? ''}
                onChange={(amount) => setAmounts((previous) => ({ ...previous, [article.id]: amount }))}
                enterKeyHint={index < articles.length - 1 ? 'next' : 'done'}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  fields.current[index + 1]?.focus();
                }}
                error={
                  amounts[article.id]?.trim() && countProblem(amounts[article.id]!)
                    ? t('invalidAmount')
                    : undefined
                }
                rightSection={
                  <Text size="xs" c="dimmed">
                    {article.unit}
                  </Text>
                }
                rightSectionWidth={44}
              />
            </Group>
          </Paper>
        ))}
      </Stack>
      <RequestError error={save.error} />
      <Group justify="space-between">
        <Button component={Link} to={leavePath} onClick={leave} variant="subtle" mih={44}>
          {t(returnTo ? 'backToOrder' : 'cancel')}
        </Button>
        <Button onClick={submit} disabled={lines.length === 0 || invalid} loading={save.isPending} mih={44}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
