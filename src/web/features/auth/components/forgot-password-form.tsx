import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestResetQuerySchema } from '@/domain/auth/auth.schemas';
import { RESET_SUCCESS_MS } from '@/domain/shared/timing';
import { errorKey } from '@/web/i18n/i18n';
import { type ClientErrorCode, errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useRequestPasswordReset } from '../api';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onDone: () => void;
}

/**
 * The forgot-password view of /login: ask for a reset link, confirm for a moment (docs/PRODUCT.md#forgot-password),
 * then back to login.
 */
export function ForgotPasswordForm({ initialEmail, onDone }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation();
  const form = useSchemaForm(RequestResetQuerySchema, { initialValues: { email: initialEmail } });
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<ClientErrorCode | null>(null);

  useEffect(() => {
    if (!request.isSuccess) return undefined;
    const timer = window.setTimeout(onDone, RESET_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [request.isSuccess, onDone]);

  const submit = form.onSubmit(({ email }) => {
    setFailure(null);
    request.mutate(email, { onError: (error) => setFailure(errorCodeOf(error)) });
  });

  if (request.isSuccess) {
    return (
      <Alert color={SEMANTIC_COLORS.positive} role="status" title={t('forgot.sentTitle')}>
        {t('forgot.sent')}
      </Alert>
    );
  }

  const { onChange, ...emailProps } = form.getInputProps('email');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('forgot.intro')}
        </Text>
        <TextInput
          label={tMain('common.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...emailProps}
          onChange={(event) => {
            setFailure(null);
            onChange(event);
          }}
          error={failure ? tMain(errorKey(failure)) : emailProps.error}
        />
        <Button type="submit" fullWidth disabled={!form.valid} loading={request.isPending}>
          {t('forgot.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onDone}>
          {t('forgot.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
