import { Alert, Button, MultiSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBOUNCE } from '@/domain/shared/timing';
import { VenueAddSchema, VenuePibSchema } from '@/domain/venues/venues.schemas';
import { composePhone, EMPTY_PHONE, type PhoneParts } from '@/web/components/phone';
import { PhoneInput } from '@/web/components/phone-input';
import { errorKey } from '@/web/i18n/i18n';
import { type ClientErrorCode, errorCodeOf, isApiError } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useAddVenue, useVenueCategories, useVenueExists } from '../api';
import { RequestAccessCard } from './request-access-card';

interface VenueValues extends Record<string, unknown> {
  bussiness_name: string;
  pib: string;
  name: string;
  address: string;
  phoneNumber: PhoneParts;
  email: string;
  venueCategories: string[];
  supplersWorkingWith: string;
}

const toInput = (values: VenueValues) => ({
  ...values,
  phoneNumber: composePhone(values.phoneNumber),
  venueCategories: values.venueCategories.map(Number),
});

/** A well-formed tax id, or null: only those are checked against the server (docs/PRODUCT.md#tax-id). */
function checkablePib(pib: string): string | null {
  const parsed = VenuePibSchema.safeParse(pib);
  return parsed.success ? parsed.data : null;
}

/**
 * Dashboard without a venue (docs/PRODUCT.md#dashboard-no-venue): register one (the caller becomes its admin), or,
 * when the tax id typed is already registered (checked 1 s after typing stops), ask that venue for access instead.
 */
export function VenueRegistration() {
  const { t } = useTranslation('venues');
  const { t: tMain } = useTranslation();
  const categories = useVenueCategories();
  const addVenue = useAddVenue();
  const [failure, setFailure] = useState<ClientErrorCode | null>(null);
  const form = useSchemaForm(VenueAddSchema, {
    initialValues: {
      bussiness_name: '',
      pib: '',
      name: '',
      address: '',
      phoneNumber: EMPTY_PHONE,
      email: '',
      venueCategories: [],
      supplersWorkingWith: '',
    } satisfies VenueValues as VenueValues,
    toInput,
  });

  const pib = checkablePib(form.values.pib);
  const [settledPib] = useDebouncedValue(pib, DEBOUNCE.pibExists);
  const existing = useVenueExists(settledPib);
  const found = settledPib === pib && existing.data?.exists ? existing.data : null;

  const submit = form.onSubmit((input) => {
    if (found) return;
    setFailure(null);
    addVenue.mutate(input, {
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0)
          return form.setServerErrors(error.fields);
        setFailure(errorCodeOf(error));
      },
    });
  });

  return (
    <Stack gap="md" maw={640}>
      <Stack gap={4}>
        <Title order={1} fz={24}>
          {t('registration.title')}
        </Title>
        <Text c="dimmed">{t('registration.intro')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('registration.pib')}
            description={t('registration.pibHint')}
            inputMode="numeric"
            required
            {...form.getInputProps('pib')}
          />
          {found ? (
            <RequestAccessCard venue={found} />
          ) : (
            <>
              <TextInput
                label={t('registration.businessName')}
                required
                {...form.getInputProps('bussiness_name')}
              />
              <TextInput label={t('registration.name')} required {...form.getInputProps('name')} />
              <TextInput label={t('registration.address')} required {...form.getInputProps('address')} />
              <TextInput
                label={tMain('common.email')}
                type="email"
                inputMode="email"
                required
                {...form.getInputProps('email')}
              />
              <PhoneInput
                label={tMain('common.phone')}
                required
                value={form.values.phoneNumber}
                {...form.getInputProps('phoneNumber')}
              />
              <MultiSelect
                label={t('registration.categories')}
                placeholder={
                  form.values.venueCategories.length ? undefined : t('registration.categoriesHint')
                }
                required
                searchable
                data={(categories.data ?? []).map((category) => ({
                  value: String(category.id),
                  label: category.name,
                }))}
                {...form.getInputProps('venueCategories')}
              />
              <Textarea
                label={t('registration.suppliers')}
                description={t('registration.suppliersHint')}
                autosize
                minRows={2}
                {...form.getInputProps('supplersWorkingWith')}
              />
              {failure && (
                <Alert color={SEMANTIC_COLORS.negative} role="alert">
                  {failure === 'conflict' ? t('registration.taken') : tMain(errorKey(failure))}
                </Alert>
              )}
              <Button type="submit" disabled={!form.valid} loading={addVenue.isPending}>
                {t('registration.submit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
