/**
 * An article row's last paid price with its trend (docs/PRODUCT.md#prices), as small as a row allows; a tap opens
 * the article's price history. At least 44 px tall (docs/PRODUCT.md#ui-constants).
 */
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/domain/prices/money';
import type { LastPrice } from '@/domain/prices/prices.schemas';
import { useAppLanguage } from '@/web/i18n/i18n';
import { formatPercentChange } from '../format';
import { TrendMark } from './trend-mark';

interface LastPriceButtonProps {
  name: string;
  price: LastPrice;
  currency: string;
  onOpen: () => void;
}

export function LastPriceButton({ name, price, currency, onOpen }: LastPriceButtonProps) {
  const { t } = useTranslation('prices');
  const language = useAppLanguage();
  const money = formatMoney(price.paidPrice, currency, language);
  const change =
    price.trend.percent !== null && price.trend.direction !== 'flat'
      ? ` ${formatPercentChange(price.trend.percent, language)}`
      : '';
  return (
    <UnstyledButton
      onClick={onOpen}
      mih={44}
      miw={44}
      px={4}
      aria-label={t('lastPrice.open', { name, price: money, change })}
      data-testid="last-price"
    >
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {money}
        </Text>
        <TrendMark trend={price.trend} />
      </Group>
    </UnstyledButton>
  );
}
