/**
 * The venue's details as registration asks for them (docs/PRODUCT.md#data-venue): one set of fields for the first
 * venue (the dashboard without a venue) and for another one (the new venue page).
 */
import { MultiSelect, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VenueAddSchema } from '@/domain/venues/venues.schemas';
import { composePhone, EMPTY_PHONE, type PhoneParts } from '@/web/components/phone';
import { PhoneInput } from '@/web/components/phone-input';
import type { useSchemaForm } from '@/web/lib/schema-form';
import { useVenueCategories } from '../api';

export interface VenueValues extends Record<string, unknown> {
  bussiness_name: string;
  pib: string;
  name: string;
  address: string;
  phoneNumber: PhoneParts;
  email: string;
  venueCategories: string[];
  supplersWorkingWith: string;
}

export const EMPTY_VENUE: VenueValues = {
  bussiness_name: '',
  pib: '',
  name: '',
  address: '',
  phoneNumber: EMPTY_PHONE,
  email: '',
  venueCategories: [],
  supplersWorkingWith: '',
};

export const toVenueInput = (values: VenueValues) => ({
  ...values,
  phoneNumber: composePhone(values.phoneNumber),
  venueCategories: values.venueCategories.map(Number),
});

export type VenueForm = ReturnType<typeof useSchemaForm<VenueValues, typeof VenueAddSchema>>;

/** Everything but the tax id, which each form places itself (the first registration checks it as it is typed). */
export function VenueDetailsFields({ form }: { form: VenueForm }) {
  const { t } = useTranslation('venues');
  const { t: tMain } = useTranslation();
  const categories = useVenueCategories();
  return (
    <>
      <TextInput label={t('registration.businessName')} required {...form.getInputProps('bussiness_name')} />
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
        placeholder={form.values.venueCategories.length ? undefined : t('registration.categoriesHint')}
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
    </>
  );
}
