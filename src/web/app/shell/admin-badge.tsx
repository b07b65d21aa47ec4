import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEMANTIC_COLORS } from '@/web/lib/colors';

/** Admin pages carry an ADMIN label (docs/PRODUCT.md#shell-layout). */
export function AdminBadge() {
  const { t } = useTranslation();
  return (
    <Badge color={SEMANTIC_COLORS.warning} variant="filled" radius="sm">
      {t('shell.adminBadge')}
    </Badge>
  );
}
