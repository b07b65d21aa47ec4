/**
 * Money and decimal numbers of an invoice as the reader's language writes them (Serbian 1.234,50; English
 * 1,234.50), through the one decimal rule of `@/domain/shared/number-format`: the invoice keeps its amounts as
 * exact decimal text and they never pass through a float.
 */
import type { Language } from '@/domain/shared/enums';
import { formatDecimal as formatDecimalText, formatMoneyText } from '@/domain/shared/number-format';

export function formatMoney(amount: string, currency: string | null, language: Language): string {
  const number = formatMoneyText(amount, language);
  return currency ? `${number} ${currency}` : number;
}

export function formatDecimal(amount: string, language: Language): string {
  return formatDecimalText(amount, language, { grouping: true });
}
