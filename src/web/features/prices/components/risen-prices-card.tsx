/**
 * The dashboard's "prices that rose" (docs/PRODUCT.md#prices): articles whose paid price rose beyond the venue's
 * tolerance in the last 30 days, biggest rise first, each with its supplier, old -> new price and the change; a tap
 * opens the article's history. Nothing at all while there are none, or when the plan has no price history.
 */
import { Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/domain/prices/money';
import { formatNumberValue } from '@/domain/shared/number-format';
import { useAppLanguage } from '@/web/i18n/i18n';
import { usePriceHistoryAllowed, useRisenPrices } from '../api';
import { formatPercentChange } from '../format';
import { LazyPriceHistoryDialog as PriceHistoryDialog } from './lazy-history-dialog';

/** How many rises the card lists: the biggest matter, and the card stays a card. */
const SHOWN = 5;

export function RisenPricesCard({ enabled }: { enabled: boolean }) {
  const { t, ready } = useTranslation('prices');
  const language = useAppLanguage();
  const allowed = usePriceHistoryAllowed();
  const risen = useRisenPrices(enabled && allowed);
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const prices = risen.data?.prices ?? [];
  if (!ready || prices.length === 0) return null;
  const money = (price: string) => formatMoney(price, risen.data!.currency, language);
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="risen-prices-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="risen-prices-title">
          {t('risen.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('risen.hint', {
            tolerance: `${formatNumberValue(Number(risen.data!.tolerance), language, 2)} %`,
          })}
        </Text>
        {prices.slice(0, SHOWN).map((price) => (
          <UnstyledButton
            key={`${price.articleId}-${price.supplier ?? ''}`}
            onClick={() => setOpen({ id: price.articleId, name: price.name })}
            mih={44}
            display="block"
            data-testid="risen-price"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {price.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {price.supplier ?? '—'}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('risen.change', { from: money(price.previousPrice), to: money(price.latestPrice) })}
                </Text>
                {price.percent !== null ? (
                  <Text size="xs" fw={600} c="red.9">
                    {formatPercentChange(price.percent, language)}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
      <PriceHistoryDialog opened={open !== null} article={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
