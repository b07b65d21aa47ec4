/**
 * A supplier page opens in the venue's language once; the toggle then lets the supplier switch
 * (docs/PRODUCT.md#supplier-side).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/domain/shared/enums';
import { languageOfLocale, setAppLanguage } from '@/web/i18n/i18n';
import { storeLanguage } from '@/web/lib/session';

export function useVenueLanguage(language: Language | undefined): void {
  const { i18n } = useTranslation();
  const languageSet = useRef(false);
  useEffect(() => {
    if (!language || languageSet.current) return;
    languageSet.current = true;
    // Already shown in it (the server-drawn page starts in it: decision 0039): only remembered, since a switch to
    // the same language would still redraw every text of the page right after it was hydrated.
    if (languageOfLocale(i18n.language) === language) {
      storeLanguage(language);
      return;
    }
    void setAppLanguage(language).catch((error: unknown) => console.error('language load failed', error));
  }, [language, i18n]);
}
