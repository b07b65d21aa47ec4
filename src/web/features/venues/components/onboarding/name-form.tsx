import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@/domain/errors';
import { OnboardingSupplierAddSchema } from '@/domain/venues/onboarding.schemas';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useDuplicateName } from '@/web/lib/use-duplicate-name';
import { InlineFormActions } from './inline-form-actions';

interface NameValues extends Record<string, unknown> {
  name: string;
  pib: string;
}

interface NameFormProps {
  /** What the field says (station name, supplier name…). */
  label: string;
  initial?: { name: string; pib?: string | null };
  /** The supplier form has the optional tax id beside the name. */
  withPib?: boolean;
  /** Names already used (docs/PRODUCT.md#debounces: unique case-insensitively), checked 500 ms after typing stops. */
  taken: readonly string[];
  duplicateCode: ErrorCode;
  submitLabel: string;
  onSubmit: (values: { name: string; pib: string | null }) => Promise<unknown>;
  onCancel?: () => void;
  /** Called after a successful submit (an add form empties itself by being mounted again). */
  onDone?: () => void;
}

/**
 * One row of the onboarding wizard that names something: add or rename a station, add or edit a supplier. The
 * name is checked against the list 500 ms after typing stops and again by the server (its code lands on the field).
 */
export function NameForm(props: NameFormProps) {
  const { label, initial, withPib = false, taken, duplicateCode, submitLabel, onCancel } = props;
  const { t } = useTranslation('venues');
  const { t: tMain } = useTranslation();
  const form = useSchemaForm(OnboardingSupplierAddSchema, {
    initialValues: { name: initial?.name ?? '', pib: initial?.pib ?? '' } satisfies NameValues as NameValues,
  });
  const duplicate = useDuplicateName(form.values.name, initial?.name, taken);

  const submit = form.onSubmit((values) => {
    if (duplicate) return;
    props
      .onSubmit({ name: values.name, pib: withPib ? values.pib : null })
      .then(() => props.onDone?.())
      .catch((error: unknown) => {
        const code = errorCodeOf(error);
        if (isApiError(error) && Object.keys(error.fields).length > 0)
          return form.setServerErrors(error.fields);
        form.setServerErrors(code === 'sameSupplierPib' ? { pib: code } : { name: code });
      });
  });
  const nameProps = form.getInputProps('name');

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label={label}
          required
          style={{ flex: '1 1 180px' }}
          {...nameProps}
          error={duplicate ? tMain(errorKey(duplicateCode)) : nameProps.error}
        />
        {withPib && (
          <TextInput
            label={t('onboarding.pib')}
            inputMode="numeric"
            style={{ flex: '1 1 140px' }}
            {...form.getInputProps('pib')}
          />
        )}
        <InlineFormActions
          submitLabel={submitLabel}
          disabled={!form.valid || duplicate}
          onCancel={onCancel}
        />
      </Group>
    </form>
  );
}
