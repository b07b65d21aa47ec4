/**
 * Money and decimal numbers of an invoice as the reader's language writes them (Serbian 1.234,50; English
 * 1,234.50). The invoice keeps its amounts as exact decimal text; showing them is the only place they become numbers.
 */
import type { Language } from '@/domain/shared/enums';

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'sr-Latn-RS');

export function formatMoney(amount: string, currency: string | null, language: Language): string {
  const number = new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
  return currency ? `${number} ${currency}` : number;
}

export function formatDecimal(amount: string, language: Language): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 8 }).format(Number(amount));
}
