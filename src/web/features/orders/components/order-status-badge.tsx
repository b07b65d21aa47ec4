import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/domain/shared/enums';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

// In progress blue, completed green, open red; incomplete is a warning (orange) (docs/PRODUCT.md#order-statuses).
const STATUS_COLOR: Record<OrderStatus, string> = {
  OPEN: SEMANTIC_COLORS.negative,
  IN_PROGRESS: SEMANTIC_COLORS.accent,
  INCOMPLETE: SEMANTIC_COLORS.warning,
  COMPLETED: SEMANTIC_COLORS.positive,
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
