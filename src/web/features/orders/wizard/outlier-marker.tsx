/**
 * The mark of an unusual amount on a wizard row (docs/decisions/0025-order-guards.md): "usually 2 KG", the last
 * amount the article was ordered in. Only a hint; the preview lists it for confirmation.
 */
import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useFormatAmount } from '@/web/lib/use-format-amount';

export function OutlierMarker({ usual, unit }: { usual: string; unit: string }) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard.guards' });
  const formatAmount = useFormatAmount();
  return (
    <Badge
      size="md"
      variant="light"
      color={SEMANTIC_COLORS.warning}
      leftSection={<IconAlertTriangle size={14} aria-hidden />}
      style={{ textTransform: 'none' }}
    >
      {t('usually', { amount: formatAmount(usual), unit })}
    </Badge>
  );
}
