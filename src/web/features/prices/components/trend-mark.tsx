/** The trend of a last paid price: an arrow (up red, down green, flat grey) and the signed change in percent. */
import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PriceTrend } from '@/domain/prices/price-trend';
import { useAppLanguage } from '@/web/i18n/i18n';
import { formatPercentChange } from '../format';

const LOOK = {
  up: { Icon: IconArrowUpRight, color: 'red.9' },
  down: { Icon: IconArrowDownRight, color: 'teal.9' },
  flat: { Icon: IconArrowRight, color: 'dimmed' },
} as const;

export function TrendMark({ trend }: { trend: PriceTrend }) {
  const { t } = useTranslation('prices');
  const language = useAppLanguage();
  const { Icon, color } = LOOK[trend.direction];
  return (
    <Group gap={2} wrap="nowrap" c={color} aria-label={t(`trend.${trend.direction}`)} role="img">
      <Icon size={16} aria-hidden />
      {trend.percent !== null && trend.direction !== 'flat' ? (
        <Text size="xs" fw={600} c={color} aria-hidden>
          {formatPercentChange(trend.percent, language)}
        </Text>
      ) : null}
    </Group>
  );
}
