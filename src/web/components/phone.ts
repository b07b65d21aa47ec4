/**
 * Phone numbers as docs/PRODUCT.md#phone wants them: a country prefix (default +381) followed by the national digits.
 */
import { DEFAULT_PHONE_PREFIX } from '@/domain/auth/auth.schemas';
import { toInternational } from '@/domain/shared/phone';

/** The prefixes offered in the picker: Serbia first, then the neighbours and where staff commonly come from. */
export const COUNTRY_PREFIXES = [
  { country: 'RS', prefix: '+381' },
  { country: 'ME', prefix: '+382' },
  { country: 'BA', prefix: '+387' },
  { country: 'HR', prefix: '+385' },
  { country: 'MK', prefix: '+389' },
  { country: 'SI', prefix: '+386' },
  { country: 'HU', prefix: '+36' },
  { country: 'RO', prefix: '+40' },
  { country: 'BG', prefix: '+359' },
  { country: 'AT', prefix: '+43' },
  { country: 'DE', prefix: '+49' },
] as const;

export type CountryCode = (typeof COUNTRY_PREFIXES)[number]['country'];

export interface PhoneParts {
  country: CountryCode;
  /** What the user typed after the prefix. */
  national: string;
}

export const EMPTY_PHONE: PhoneParts = { country: 'RS', national: '' };

function prefixOf(country: CountryCode): string {
  return COUNTRY_PREFIXES.find((entry) => entry.country === country)?.prefix ?? DEFAULT_PHONE_PREFIX;
}

/**
 * The number sent to the server: prefix + national digits, without the trunk 0 people type out of habit
 * (064 123 4567 → +381641234567). A number typed in full international form (+… or 00…) is kept as it is.
 */
export function composePhone({ country, national }: PhoneParts): string {
  return toInternational(national, prefixOf(country));
}

/** The picker state for a stored number: the longest known prefix wins; an unknown one stays in the number. */
export function splitPhone(phone: string): PhoneParts {
  const known = [...COUNTRY_PREFIXES]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((entry) => phone.startsWith(entry.prefix));
  if (!known) return { country: EMPTY_PHONE.country, national: phone };
  return { country: known.country, national: phone.slice(known.prefix.length) };
}
