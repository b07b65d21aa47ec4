import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';

/** Onboarding (docs/PRODUCT.md#onboarding): "Deleting asks confirmation". */
export function DeleteConfirm({
  target,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  target: string | null;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('venues');
  const { t: tMain } = useTranslation();
  return (
    <ConfirmDialog
      opened={target !== null}
      title={t('onboarding.deleteTitle')}
      confirmLabel={t('onboarding.deleteConfirm')}
      danger
      pending={pending}
      error={error ? tMain(errorKey(errorCodeOf(error))) : null}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('onboarding.deleteQuestion', { name: target ?? '' })}
    </ConfirmDialog>
  );
}
