/** The end of an onboarding row's form: its submit button and, when the row is being edited, a cancel icon. */
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function InlineFormActions({
  submitLabel,
  disabled,
  onCancel,
}: {
  submitLabel: string;
  disabled: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mt={25} wrap="nowrap">
      <Button type="submit" disabled={disabled}>
        {submitLabel}
      </Button>
      {onCancel && (
        <ActionIcon variant="subtle" size="lg" aria-label={t('common.cancel')} onClick={onCancel}>
          <IconX size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
