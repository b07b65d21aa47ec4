import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { VERIFY_COUNTDOWN_SECONDS } from '@/domain/shared/timing';
import { PATHS } from '@/web/lib/paths';
import { AuthLayout } from '@/web/components/auth-layout';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useVerifyEmail } from '../api';

const SECOND_MS = 1_000;

/** /verify/email?activationToken=…: confirms the address, then counts down to /login (docs/PRODUCT.md#verify-email). */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('activationToken') || null;
  const verification = useVerifyEmail(token);

  return (
    <AuthLayout title={t('verify.title')}>
      {token === null ? (
        <VerifyFailed code="invalid_or_expired_token" />
      ) : verification.isPending ? (
        <Stack align="center" gap="sm" role="status">
          <Loader />
          <Text>{t('verify.checking')}</Text>
        </Stack>
      ) : verification.isError ? (
        <VerifyFailed code={errorCodeOf(verification.error)} />
      ) : (
        <VerifySucceeded />
      )}
    </AuthLayout>
  );
}

function VerifySucceeded() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(VERIFY_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) {
      navigate(PATHS.login, { replace: true });
      return undefined;
    }
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), SECOND_MS);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, navigate]);

  return (
    <Stack gap="md">
      <Alert color={SEMANTIC_COLORS.positive} role="status" title={t('verify.successTitle')}>
        {t('verify.success')}
      </Alert>
      <Text aria-live="polite">{t('verify.countdown', { seconds: secondsLeft })}</Text>
      <Button component={Link} to={PATHS.login} fullWidth>
        {t('verify.toLogin')}
      </Button>
    </Stack>
  );
}

function VerifyFailed({ code }: { code: ReturnType<typeof errorCodeOf> }) {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color={SEMANTIC_COLORS.negative} role="alert" title={t('verify.failedTitle')}>
        {tMain(errorKey(code))}
      </Alert>
      <Button component={Link} to={PATHS.login} variant="light" fullWidth>
        {t('verify.toLogin')}
      </Button>
    </Stack>
  );
}
