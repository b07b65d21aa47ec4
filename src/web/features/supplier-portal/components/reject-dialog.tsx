/** Rejecting the whole order (docs/PRODUCT.md#supplier-side): the reason is required, the restaurant is told. */
import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { ConfirmDialog } from '@/web/components/confirm-dialog';

interface RejectDialogProps {
  opened: boolean;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onReject: (reason: string) => void;
}

export function RejectDialog({ opened, pending, error, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'answer' });
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      opened={opened}
      title={t('rejectTitle')}
      confirmLabel={t('reject')}
      danger
      pending={pending}
      error={error}
      confirmDisabled={reason.trim() === ''}
      onClose={onClose}
      onConfirm={() => onReject(reason.trim())}
    >
      <Stack gap="sm">
        <Text size="sm">{t('rejectQuestion')}</Text>
        <Textarea
          label={t('reasonLabel')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={NOTE_MAX_LENGTH}
          required
          autosize
          minRows={2}
          data-autofocus
        />
      </Stack>
    </ConfirmDialog>
  );
}
