/** A credit request's lines and total, in the reader's number format: the venue's view and the supplier's page. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreditLine } from '@/domain/credits/credits.schemas';
import { formatAmount } from '@/domain/orders/amount';
import { formatMoney } from '@/domain/prices/money';

export function useMoney(currency: string) {
  const { i18n } = useTranslation();
  return (value: string) => formatMoney(value, currency, i18n.language);
}

export function CreditLines({
  lines,
  total,
  currency,
}: {
  lines: readonly CreditLine[];
  total: string;
  currency: string;
}) {
  const { t, i18n } = useTranslation('credits');
  const money = useMoney(currency);
  const amount = (value: string) => formatAmount(value, i18n.language);
  return (
    <Stack gap="xs">
      {lines.map((line, index) => (
        <Paper key={index} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600}>{line.name}</Text>
              {line.missingAmount ? (
                <Text size="sm">
                  {t('line.missing', {
                    amount: amount(line.missingAmount),
                    unit: line.unit,
                    price: money(line.orderedPrice),
                  })}
                </Text>
              ) : null}
              {line.priceDifference && line.receivedAmount ? (
                <Text size="sm">
                  {t('line.price', {
                    price: money(line.priceDifference),
                    amount: amount(line.receivedAmount),
                    unit: line.unit,
                  })}
                </Text>
              ) : null}
            </Stack>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(line.value)}
            </Text>
          </Group>
        </Paper>
      ))}
      <Group justify="space-between">
        <Text fw={700}>{t('requested')}</Text>
        <Text fw={700} data-testid="credit-total">
          {money(total)}
        </Text>
      </Group>
    </Stack>
  );
}
