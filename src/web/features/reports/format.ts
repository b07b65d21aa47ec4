/** Numbers of the report as the user's language writes them (Serbian: 1.234,5; English: 1,234.5). */
const locale = (language: string) => (language.startsWith('en') ? 'en-GB' : 'sr-Latn-RS');

export function formatNumber(value: number, language: string, digits = 3): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: digits }).format(value);
}

/** A quantity with its unit ('#' is a count and shows without a unit). */
export function formatQuantity(amount: string, unit: string, language: string): string {
  const number = formatNumber(Number(amount), language);
  return unit === '#' ? number : `${number} ${unit}`;
}

export function formatMoney(amount: string | number, language: string): string {
  return new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}

export function formatShare(share: number | null, language: string): string {
  if (share === null) return '—';
  return new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}
