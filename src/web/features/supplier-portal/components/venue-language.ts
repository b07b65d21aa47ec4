/**
 * A supplier page opens in the venue's language once; the toggle then lets the supplier switch
 * (docs/PRODUCT.md#supplier-side).
 */
import { useEffect, useRef } from 'react';
import type { Language } from '@/domain/shared/enums';
import { setAppLanguage } from '@/web/i18n/i18n';

export function useVenueLanguage(language: Language | undefined): void {
  const languageSet = useRef(false);
  useEffect(() => {
    if (!language || languageSet.current) return;
    languageSet.current = true;
    void setAppLanguage(language).catch((error: unknown) => console.error('language load failed', error));
  }, [language]);
}
