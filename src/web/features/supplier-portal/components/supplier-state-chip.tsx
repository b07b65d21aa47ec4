/**
 * The chip of a sent order in the venue's lists (docs/PRODUCT.md#supplier-side): sent, opened, confirmed (with
 * changes), rejected. Light variant: its text takes the theme's AA light colours (an orange outline was 3.58:1 on
 * white, axe).
 */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupplierState } from '@/domain/supplier-portal/answer';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

// Light badges: their text tones reach WCAG AA on their pale background (theme.ts); outline green and orange do not.
const COLOR: Record<SupplierState, string> = {
  sent: 'gray',
  opened: SEMANTIC_COLORS.accent,
  confirmed: SEMANTIC_COLORS.positive,
  confirmed_with_changes: SEMANTIC_COLORS.warning,
  rejected: SEMANTIC_COLORS.negative,
};

export function SupplierStateChip({ state }: { state: SupplierState | null | undefined }) {
  const { t, ready } = useTranslation('supplier-portal', { keyPrefix: 'chip' });
  if (!state || !ready) return null;
  return (
    <Badge color={COLOR[state]} variant="light" radius="xl" size="sm" data-supplier-state={state}>
      {t(state)}
    </Badge>
  );
}
