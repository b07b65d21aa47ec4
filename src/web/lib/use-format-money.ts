/**
 * Money of the signed-in user's venue in the reader's format (docs/PRODUCT.md#prices): "1.234,50 RSD" in Serbian,
 * "1,234.50 RSD" in English, in the venue's currency from the profile.
 */
import { DEFAULT_CURRENCY, formatMoney } from '@/domain/prices/money';
import { useAppLanguage } from '@/web/i18n/i18n';
import { useCurrentUser } from './current-user';

export function useVenueCurrency(): string {
  const { user } = useCurrentUser();
  // A profile stored before venues carried a currency has none until the server's copy replaces it.
  return user?.venue?.currency ?? DEFAULT_CURRENCY;
}

export function useFormatMoney(currency?: string): (money: string) => string {
  const language = useAppLanguage();
  const venueCurrency = useVenueCurrency();
  const shown = currency ?? venueCurrency;
  return (money) => formatMoney(money, shown, language);
}
