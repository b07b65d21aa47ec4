import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRY_PREFIXES, type CountryCode, type PhoneParts } from './phone';

interface PhoneInputProps {
  label: string;
  value: PhoneParts;
  onChange: (value: PhoneParts) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
}

/** Country prefix picker (default +381, docs/PRODUCT.md#phone) inside the number field, so it fits a 360 px screen. */
export function PhoneInput({ label, value, onChange, onBlur, error, required }: PhoneInputProps) {
  const { t } = useTranslation();
  const prefixPicker = (
    <NativeSelect
      variant="unstyled"
      aria-label={t('common.countryPrefix')}
      value={value.country}
      onChange={(event) => onChange({ ...value, country: event.currentTarget.value as CountryCode })}
      data={COUNTRY_PREFIXES.map(({ country, prefix }) => ({
        value: country,
        label: `${country} ${prefix}`,
      }))}
      styles={{ input: { paddingLeft: 10, paddingRight: 22, fontSize: 'var(--mantine-font-size-sm)' } }}
    />
  );
  return (
    <TextInput
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      required={required}
      leftSection={prefixPicker}
      leftSectionWidth={96}
      leftSectionPointerEvents="all"
      value={value.national}
      onChange={(event) => onChange({ ...value, national: event.currentTarget.value })}
      onBlur={onBlur}
      error={error}
      placeholder="64 123 4567"
    />
  );
}
