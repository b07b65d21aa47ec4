/**
 * The Expected tab's "not yet opened" filter (sent orders whose supplier has not opened the link)
 * (docs/PRODUCT.md#not-opened-filter).
 */
import { Chip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function NotOpenedFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t, ready } = useTranslation('supplier-portal', { keyPrefix: 'venueView' });
  if (!ready) return null;
  return (
    <Chip checked={checked} onChange={onChange} size="sm" variant="outline">
      {t('notOpenedFilter')}
    </Chip>
  );
}
