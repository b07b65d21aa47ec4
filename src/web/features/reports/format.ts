/**
 * Numbers of the report as the user's language writes them (Serbian: 1.234,5; English: 1,234.5), through the one
 * number rule of the server and the web (src/domain/shared/number-format.ts).
 */
import { formatDecimal, formatMoneyText, formatNumberValue } from '@/domain/shared/number-format';

export function formatNumber(value: number, language: string, digits = 3): string {
  return formatNumberValue(value, language, digits);
}

/** A quantity with its unit ('#' is a count and shows without a unit); the amount stays exact decimal text. */
export function formatQuantity(amount: string, unit: string, language: string): string {
  const number = formatDecimal(amount, language, { grouping: true });
  return unit === '#' ? number : `${number} ${unit}`;
}

export function formatMoney(amount: string | number, language: string): string {
  return formatMoneyText(amount, language);
}

/** Money with the venue's currency, as charts and totals show it: "1.234,50 RSD" (docs/PRODUCT.md#prices). */
export function formatMoneyWithCurrency(amount: string | number, currency: string, language: string): string {
  return `${formatMoneyText(amount, language)} ${currency}`;
}

export function formatShare(share: number | null, language: string): string {
  if (share === null) return '—';
  return `${formatNumberValue(share * 100, language, 0)} %`;
}
