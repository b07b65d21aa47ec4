/**
 * The end of a dialog's form: cancel, then the submit button, which shows the request under way and stays disabled
 * until the schema accepts the values (docs/PRODUCT.md#input-rules).
 */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  onCancel: () => void;
  onSubmit: () => void;
  pending: boolean;
  valid: boolean;
  /** Save by default. */
  submitLabel?: string;
}

export function FormActions({ onCancel, onSubmit, pending, valid, submitLabel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button onClick={() => onSubmit()} loading={pending} disabled={!valid}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
