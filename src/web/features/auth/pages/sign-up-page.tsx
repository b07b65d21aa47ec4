import { Alert, Anchor, Button, Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailSchema, RegisterSchema } from '@/domain/auth/auth.schemas';
import { type Language, LANGUAGES } from '@/domain/shared/enums';
import { DEBOUNCE } from '@/domain/shared/timing';
import { PATHS } from '@/web/lib/paths';
import { AuthLayout } from '@/web/components/auth-layout';
import { AccountFields } from '@/web/components/account-fields';
import { composePhone, EMPTY_PHONE, type PhoneParts } from '@/web/components/phone';
import { errorKey, useAppLanguage } from '@/web/i18n/i18n';
import { type ClientErrorCode, errorCodeOf, isApiError } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useEmailExists, useRegister } from '../api';
import { TermsModal } from '@/web/features/help/public';

interface SignUpValues extends Record<string, unknown> {
  email: string;
  username: string;
  password: string;
  passwordRepeat: string;
  phone: PhoneParts;
  selectedLanguage: Language;
}

const toRegisterInput = (values: SignUpValues) => ({ ...values, phone: composePhone(values.phone) });

/** A well-formed e-mail (lower-cased, docs/PRODUCT.md#email) or null, for the existence check. */
function checkableEmail(email: string): string | null {
  const parsed = EmailSchema.safeParse(email);
  return parsed.success ? parsed.data : null;
}

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  return (
    <AuthLayout title={t(registeredEmail ? 'signUp.doneTitle' : 'signUp.title')} brandOnMobile>
      {registeredEmail ? (
        <Stack gap="md">
          <Alert color={SEMANTIC_COLORS.positive} role="status">
            {t('signUp.done', { email: registeredEmail })}
          </Alert>
          <Button component={Link} to={PATHS.login} fullWidth>
            {t('signUp.toLogin')}
          </Button>
        </Stack>
      ) : (
        <SignUpForm onRegistered={setRegisteredEmail} />
      )}
    </AuthLayout>
  );
}

function SignUpForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation();
  const appLanguage = useAppLanguage();
  const form = useSchemaForm(RegisterSchema, {
    initialValues: {
      email: '',
      username: '',
      password: '',
      passwordRepeat: '',
      phone: EMPTY_PHONE,
      selectedLanguage: appLanguage,
    } satisfies SignUpValues as SignUpValues,
    liveFields: ['passwordRepeat'],
    toInput: toRegisterInput,
  });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, terms] = useDisclosure(false);
  const [failure, setFailure] = useState<ClientErrorCode | null>(null);
  const register = useRegister();

  // The existence check runs 1 s after typing stops (docs/PRODUCT.md#debounces).
  const email = checkableEmail(form.values.email);
  const [settledEmail] = useDebouncedValue(email, DEBOUNCE.emailExists);
  const emailCheck = useEmailExists(settledEmail);
  const emailTaken = settledEmail === email && emailCheck.data?.exists === true;

  const canSubmit = form.valid && termsAccepted && !emailTaken;

  const submit = form.onSubmit((input) => {
    if (!canSubmit) return;
    setFailure(null);
    register.mutate(input, {
      onSuccess: () => onRegistered(input.email),
      onError: (error) => {
        if (isApiError(error) && error.code === 'emailExists')
          return form.setServerErrors({ email: 'emailExists' });
        if (isApiError(error) && Object.keys(error.fields).length > 0)
          return form.setServerErrors(error.fields);
        setFailure(errorCodeOf(error));
      },
    });
  });

  const emailInput = form.getInputProps('email');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={tMain('common.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...emailInput}
          onChange={(event) => form.setFieldValue('email', event.currentTarget.value.toLowerCase())}
          error={emailTaken ? tMain('errors.emailExists') : emailInput.error}
        />
        <AccountFields
          form={form}
          names={[{ field: 'username', label: t('signUp.name'), autoComplete: 'name' }]}
        />
        <NativeSelect
          label={t('signUp.language')}
          {...form.getInputProps('selectedLanguage')}
          data={LANGUAGES.map((code) => ({ value: code, label: tMain(`common.languages.${code}`) }))}
        />
        <Checkbox
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.currentTarget.checked)}
          label={
            <>
              {t('signUp.acceptTerms')}{' '}
              <Anchor
                component="button"
                type="button"
                inherit
                onClick={(event) => {
                  // The link sits inside the checkbox label: open the terms without ticking the box.
                  event.preventDefault();
                  terms.open();
                }}
              >
                {t('signUp.termsLink')}
              </Anchor>
            </>
          }
        />
        {failure && (
          <Alert color={SEMANTIC_COLORS.negative} role="alert">
            {tMain(errorKey(failure))}
          </Alert>
        )}
        <Button type="submit" fullWidth disabled={!canSubmit} loading={register.isPending}>
          {t('signUp.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={PATHS.login} fw={600}>
            {t('signUp.loginLink')}
          </Anchor>
        </Text>
      </Stack>
      <TermsModal opened={termsOpen} onClose={terms.close} />
    </form>
  );
}
