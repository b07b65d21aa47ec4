import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordSchema } from '@/domain/auth/auth.schemas';
import { AppModal } from '@/web/components/app-modal';
import { PasswordField } from '@/web/components/password-field';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { notifyError, notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useChangePassword } from '../api';

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation('users');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('changePassword.title')}>
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {opened && <ChangePasswordForm onDone={onClose} />}
    </AppModal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('users');
  const { t: tMain } = useTranslation();
  const form = useSchemaForm(ChangePasswordSchema, {
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    liveFields: ['confirmPassword'],
  });
  const change = useChangePassword();

  const submit = form.onSubmit((input) => {
    change.mutate(input, {
      onSuccess: () => {
        notifySuccessText(t('changePassword.done'));
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'wrong_password')
          return form.setServerErrors({ oldPassword: 'wrong_password' });
        if (isApiError(error) && Object.keys(error.fields).length > 0)
          return form.setServerErrors(error.fields);
        notifyError(errorKey(errorCodeOf(error)));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField
          label={t('changePassword.oldPassword')}
          autoComplete="current-password"
          required
          data-autofocus
          {...form.getInputProps('oldPassword')}
        />
        <PasswordField
          label={t('changePassword.newPassword')}
          description={tMain('common.passwordRules')}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t('changePassword.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {tMain('common.cancel')}
          </Button>
          <Button type="submit" disabled={!form.valid} loading={change.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
