/**
 * The fields a new account fills in, shared by sign-up and accepting an invitation: its name field(s), the password
 * with its rules, the repeat and the phone. The form (useSchemaForm) owns the values and judges them by the shared
 * schema; this part only lays the fields out the same way in both places.
 */
import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';
import type { PhoneParts } from './phone';
import { PhoneInput } from './phone-input';

interface AccountNameField {
  field: string;
  label: string;
  autoComplete: string;
}

/** What this part needs of the form: input props by field and the phone value. */
interface AccountForm {
  getInputProps: (field: string) => GetInputPropsReturnType;
  values: { phone: PhoneParts };
}

export function AccountFields({ form, names }: { form: AccountForm; names: readonly AccountNameField[] }) {
  const { t } = useTranslation();
  return (
    <>
      {names.map((name) => (
        <TextInput
          key={name.field}
          label={name.label}
          autoComplete={name.autoComplete}
          required
          {...form.getInputProps(name.field)}
        />
      ))}
      <PasswordField
        label={t('common.password')}
        description={t('common.passwordRules')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t('common.passwordRepeat')}
        autoComplete="new-password"
        required
        {...form.getInputProps('passwordRepeat')}
      />
      <PhoneInput
        label={t('common.phone')}
        required
        value={form.values.phone}
        {...form.getInputProps('phone')}
      />
    </>
  );
}
