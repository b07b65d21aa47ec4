/** Phone numbers as staff type them ("064 123 4567", "641234567", "+381 64 ...") turned into dialable forms. */
export const DEFAULT_COUNTRY_PREFIX = '+381';

function compact(phone: string): string {
  return phone.replace(/[\s\-()/.]/g, '');
}

/**
 * A local number lacking its leading 0 gets one; international numbers (+…) stay as they are (docs/PRODUCT.md#phone).
 */
export function withLeadingZero(phone: string): string {
  const number = compact(phone);
  if (number === '' || number.startsWith('+') || number.startsWith('0')) return number;
  return `0${number}`;
}

/** "+381641234567" from any of the forms above, with the venue's country prefix for local numbers. */
export function toInternational(phone: string, countryPrefix: string = DEFAULT_COUNTRY_PREFIX): string {
  const number = compact(phone);
  if (number === '') return '';
  if (number.startsWith('+')) return number;
  if (number.startsWith('00')) return `+${number.slice(2)}`;
  return `${countryPrefix}${number.replace(/^0/, '')}`;
}

export function hasPhone(phone: string | null | undefined): phone is string {
  return !!phone && /\d{5,}/.test(compact(phone));
}
