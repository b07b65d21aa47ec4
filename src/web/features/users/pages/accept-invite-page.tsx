import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { RegisterInviteSchema } from '@/domain/users/team.schemas';
import { type LoginState } from '@/web/lib/login-state';
import { PATHS } from '@/web/lib/paths';
import { AuthLayout } from '@/web/components/auth-layout';
import { PageLoader } from '@/web/components/page-loader';
import { AccountFields } from '@/web/components/account-fields';
import { composePhone, EMPTY_PHONE, type PhoneParts } from '@/web/components/phone';
import { isApiError } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useAcceptInvite, useRegisterInvite } from '../api';
import { JoinInvite } from '../components/join-invite';

interface AcceptValues extends Record<string, unknown> {
  token: string;
  name: string;
  surname: string;
  password: string;
  passwordRepeat: string;
  phone: PhoneParts;
}

/**
 * /acceptInvite?token=… from the invitation mail (docs/PRODUCT.md#accept-invite): the venue's name, the invited
 * address (fixed), and the new member's details; then /login. An address with an account in a venue joins instead
 * (JoinInvite). No token, or a link that is used, expired or unknown, goes to /login (docs/PRODUCT.md#error-display).
 */
export function AcceptInvitePage() {
  const { t, ready } = useTranslation('users');
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const invite = useAcceptInvite(token);
  if (token === null || invite.isError) return <Navigate to={PATHS.login} replace />;
  if (!ready || invite.isPending) return <PageLoader />;
  return (
    <AuthLayout title={t('acceptInvite.title')} brandOnMobile>
      {invite.data.existingAccount ? (
        <JoinInvite token={token} email={invite.data.email} venueName={invite.data.venue.name} />
      ) : (
        <Stack gap="md">
          <Text>{t('acceptInvite.intro', { venue: invite.data.venue.name })}</Text>
          <AcceptInviteForm token={token} email={invite.data.email} />
        </Stack>
      )}
    </AuthLayout>
  );
}

function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('users');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterInvite();
  const form = useSchemaForm(RegisterInviteSchema, {
    initialValues: {
      token,
      name: '',
      surname: '',
      password: '',
      passwordRepeat: '',
      phone: EMPTY_PHONE,
    } satisfies AcceptValues as AcceptValues,
    liveFields: ['passwordRepeat'],
    toInput: (values: AcceptValues) => ({ ...values, phone: composePhone(values.phone) }),
  });

  useEffect(() => {
    if (!register.isSuccess) return;
    notifySuccessText(t('acceptInvite.done'));
    // The login form then has the invited address filled in.
    const state: LoginState = { email };
    void navigate(PATHS.login, { replace: true, state });
  }, [register.isSuccess, navigate, t, email]);

  const submit = form.onSubmit((input) => {
    register.mutate(input, {
      onError: (error) => {
        // A field the server refused goes under it; a spent or unknown link ends on /login
        // (docs/PRODUCT.md#error-display).
        if (isApiError(error) && Object.keys(error.fields).some((field) => field !== 'token'))
          return form.setServerErrors(error.fields);
        void navigate(PATHS.login, { replace: true });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={tMain('common.email')} value={email} disabled readOnly />
        <AccountFields
          form={form}
          names={[
            { field: 'name', label: t('acceptInvite.name'), autoComplete: 'given-name' },
            { field: 'surname', label: t('acceptInvite.surname'), autoComplete: 'family-name' },
          ]}
        />
        <Button type="submit" fullWidth disabled={!form.valid} loading={register.isPending}>
          {t('acceptInvite.submit')}
        </Button>
      </Stack>
    </form>
  );
}
