/** Amounts in the interface language's format (docs/PRODUCT.md#amounts): "1,5" in Serbian, "1.5" in English. */
import { formatAmount } from '@/domain/orders/amount';
import { useAppLanguage } from '@/web/i18n/i18n';

export function useFormatAmount(): (amount: string) => string {
  const language = useAppLanguage();
  return (amount) => formatAmount(amount, language);
}
