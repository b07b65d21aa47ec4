import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBOUNCE } from '@/domain/shared/timing';
import { VenueAddSchema, VenuePibSchema } from '@/domain/venues/venues.schemas';
import { errorKey } from '@/web/i18n/i18n';
import { type ClientErrorCode, errorCodeOf, isApiError } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useAddVenue, useVenueExists } from '../api';
import { RequestAccessCard } from './request-access-card';
import { EMPTY_VENUE, toVenueInput, VenueDetailsFields } from './venue-fields';

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
  const addVenue = useAddVenue();
  const [failure, setFailure] = useState<ClientErrorCode | null>(null);
  const form = useSchemaForm(VenueAddSchema, {
    initialValues: EMPTY_VENUE,
    toInput: toVenueInput,
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
              <VenueDetailsFields form={form} />
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
