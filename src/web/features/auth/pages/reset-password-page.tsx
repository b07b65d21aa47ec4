import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordFormSchema } from '@/domain/auth/auth.schemas';
import { RESET_SUCCESS_MS } from '@/domain/shared/timing';
import { PATHS } from '@/web/lib/paths';
import { AuthLayout } from '@/web/components/auth-layout';
import { PasswordField } from '@/web/components/password-field';
import { errorKey } from '@/web/i18n/i18n';
import { type ClientErrorCode, errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useResetPassword } from '../api';

/**
 * /resetPassword?id=…&token=… from the reset mail: a new password twice (docs/PRODUCT.md#reset-password, #password),
 * then /login.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = Number(params.get('id'));
  const token = params.get('token') ?? '';
  const linkBroken = !Number.isInteger(userId) || userId <= 0 || token === '';

  const form = useSchemaForm(ResetPasswordFormSchema, {
    initialValues: { password: '', passwordRepeat: '' },
    liveFields: ['passwordRepeat'],
  });
  const reset = useResetPassword();
  const [failure, setFailure] = useState<ClientErrorCode | null>(
    linkBroken ? 'invalid_or_expired_token' : null,
  );

  useEffect(() => {
    if (!reset.isSuccess) return undefined;
    const timer = window.setTimeout(() => navigate(PATHS.login, { replace: true }), RESET_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = form.onSubmit(({ password }) => {
    if (linkBroken) return;
    setFailure(null);
    reset.mutate(
      { userId, token, password },
      {
        onError: (error) => {
          const code = errorCodeOf(error);
          if (code === 'passwordLength' || code === 'passwordAlphanumeric')
            form.setServerErrors({ password: code });
          else setFailure(code);
        },
      },
    );
  });

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Alert color={SEMANTIC_COLORS.positive} role="status" title={t('reset.successTitle')}>
          {t('reset.success')}
        </Alert>
        <Button component={Link} to={PATHS.login} fullWidth>
          {t('reset.toLogin')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('reset.intro')}
          </Text>
          <PasswordField
            label={t('reset.password')}
            description={tMain('common.passwordRules')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('reset.passwordRepeat')}
            autoComplete="new-password"
            required
            {...form.getInputProps('passwordRepeat')}
          />
          {failure && (
            <Alert color={SEMANTIC_COLORS.negative} role="alert">
              {tMain(errorKey(failure))}
            </Alert>
          )}
          <Button type="submit" fullWidth disabled={!form.valid || linkBroken} loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
          <Button component={Link} to={PATHS.login} variant="subtle" fullWidth>
            {t('reset.toLogin')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
