import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginSchema } from '@/domain/auth/auth.schemas';
import { AuthLayout } from '@/web/components/auth-layout';
import { PasswordField } from '@/web/components/password-field';
import { errorKey, setAppLanguage, useAppLanguage } from '@/web/i18n/i18n';
import { type ClientErrorCode, errorCodeOf } from '@/web/lib/api-client';
import { loginEmailFrom } from '@/web/lib/login-state';
import { homePath, PATHS } from '@/web/lib/paths';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { CURRENT_USER_QUERY_KEY } from '@/web/lib/current-user';
import { notifyError, notifySuccessText } from '@/web/lib/notify';
import {
  clearVenueDisabledNotice,
  getRememberedLogin,
  hasVenueDisabledNotice,
  rememberLogin,
  type ExpiredSession,
  startSession,
  clearSessionExpired,
  getSessionExpired,
  updateStoredUser,
} from '@/web/lib/session';
import { useSchemaForm } from '@/web/lib/schema-form';
import { saveLoginLanguage, useLogin, useResendVerification } from '../api';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [view, setView] = useState<'login' | 'forgot'>('login');
  // Read once and then cleared: an expired session (refresh refused) is explained once and led back after login.
  const [expired] = useState(getSessionExpired);
  useEffect(() => {
    if (expired) clearSessionExpired();
  }, [expired]);
  const { state } = useLocation();
  const [email, setEmail] = useState(
    () => expired?.email ?? loginEmailFrom(state) ?? getRememberedLogin() ?? '',
  );
  // Read once and then cleared, so the notice (guard: docs/PRODUCT.md#guard) shows exactly once.
  const [venueDisabled] = useState(hasVenueDisabledNotice);
  useEffect(() => {
    if (venueDisabled) clearVenueDisabledNotice();
  }, [venueDisabled]);
  const backToLogin = useCallback(() => setView('login'), []);

  return (
    <AuthLayout title={t(view === 'login' ? 'login.title' : 'forgot.title')} brandOnMobile>
      {venueDisabled && (
        <Alert color={SEMANTIC_COLORS.warning} role="alert">
          {t('login.venueDisabled')}
        </Alert>
      )}
      {expired && !venueDisabled && (
        <Alert color={SEMANTIC_COLORS.warning} role="status">
          {t('login.sessionExpired')}
        </Alert>
      )}
      {view === 'login' ? (
        <LoginForm
          initialEmail={email}
          expired={expired}
          onForgotPassword={(typed) => {
            setEmail(typed);
            setView('forgot');
          }}
        />
      ) : (
        <ForgotPasswordForm initialEmail={email} onDone={backToLogin} />
      )}
    </AuthLayout>
  );
}

interface LoginFormProps {
  initialEmail: string;
  /** The session that ran out: logging in again as the same person goes back to its page. */
  expired: ExpiredSession | null;
  onForgotPassword: (email: string) => void;
}

function LoginForm({ initialEmail, expired, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(LoginSchema, { initialValues: { username: initialEmail, password: '' } });
  const [remember, setRemember] = useState(() => getRememberedLogin() !== null);
  const language = useAppLanguage();
  const [failure, setFailure] = useState<ClientErrorCode | null>(null);
  const login = useLogin();
  const resend = useResendVerification();

  const submit = form.onSubmit((credentials) => {
    setFailure(null);
    login.mutate(
      { ...credentials, remember },
      {
        onSuccess: async ({ jwt, refresh_token, user: signedIn }) => {
          rememberLogin(remember ? credentials.username : null);
          // Unticked "remember me" keeps the session only until the browser closes (decision 0003).
          startSession({ jwt, refreshToken: refresh_token, user: signedIn }, { persistent: remember });
          // The language chosen here stays after login, and the profile takes it (docs/PRODUCT.md#login).
          const user = await saveLoginLanguage(signedIn, language);
          if (user !== signedIn) updateStoredUser(user);
          queryClient.setQueryData([...CURRENT_USER_QUERY_KEY, user.id], user);
          await setAppLanguage(user.language);
          const samePerson = expired !== null && expired.email.toLowerCase() === user.email.toLowerCase();
          navigate(samePerson ? expired.returnTo : homePath(user), { replace: true });
        },
        onError: (error) => setFailure(errorCodeOf(error)),
      },
    );
  });

  const resendVerification = () => {
    if (!form.valid) return;
    resend.mutate(form.getTransformedValues().username, {
      onSuccess: () => notifySuccessText(t('login.verificationSent')),
      onError: (error) => notifyError(errorKey(errorCodeOf(error))),
    });
  };

  // A refused login is about what was typed: typing again clears the message.
  const edit = (field: 'username' | 'password') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (value: unknown) => {
        setFailure(null);
        props.onChange(value);
      },
    };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={tMain('common.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          {...edit('username')}
        />
        <Stack gap={4}>
          <PasswordField
            label={tMain('common.password')}
            autoComplete="current-password"
            required
            {...edit('password')}
            error={failure ? tMain(errorKey(failure)) : form.error('password')}
          />
          {failure === 'user_not_verified' && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={resendVerification}
              disabled={resend.isPending}
              ta="left"
            >
              {t('login.resendVerification')}
            </Anchor>
          )}
        </Stack>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox
            label={t('login.rememberMe')}
            checked={remember}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setRemember(checked);
              // Unticking forgets at once; ticking stores the e-mail only after a successful login.
              if (!checked) rememberLogin(null);
            }}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            className="tap-target"
            onClick={() => onForgotPassword(form.values.username)}
          >
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth disabled={!form.valid} loading={login.isPending}>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={PATHS.signUp} fw={600}>
            {t('login.signUpLink')}
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={PATHS.pricing} className="tap-target">
            {t('login.pricingLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
