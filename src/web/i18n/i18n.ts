/**
 * Interface language (docs/PRODUCT.md#languages: Serbian by default, English on request). The shell's own texts are
 * `i18n/{ser,en}.json` (namespace `translation`); each feature's are `features/<area>/locales/{ser,en}.json`
 * (namespace `<area>`), one lazy chunk per file, fetched by the i18next backend when a screen first asks for the
 * namespace and again for the new language on a switch. Serbian shell and auth texts are bundled: the login page is
 * part of the shell chunk (router.tsx), so /login paints at once. i18next runs on BCP 47 codes (sr, en) so
 * `<html lang>` and plural rules are right; the app's own codes stay `ser` / `en` everywhere else.
 *
 * Cyrillic (`cyr`, locale sr-Cyrl) has no catalogue files: each is the Serbian Latin one run through the domain's
 * transliteration when it loads (docs/decisions/0033-cyrillic.md), so a key added in ser.json is Cyrillic at once.
 * The transliteration is its own chunk, fetched only when Cyrillic is chosen, so /login does not carry it.
 */
import i18n, { type InitOptions, type ParseKeys, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@/domain/shared/enums';
import authSer from '@/web/features/auth/locales/ser.json';
import type { ClientErrorCode } from '@/web/lib/api-client';
import { getStoredLanguage, storeLanguage } from '@/web/lib/session';
import ser from './ser.json';

export const LOCALE_OF: Record<Language, 'sr' | 'sr-Cyrl' | 'en'> = { ser: 'sr', en: 'en', cyr: 'sr-Cyrl' };

/** Every feature catalogue on disk, each a loader of its own chunk: features/<area>/locales/<language>.json. */
const featureCatalogues = import.meta.glob<ResourceKey>('../features/*/locales/*.json', {
  import: 'default',
});

export function loadCatalogue(locale: string, namespace: string): Promise<ResourceKey> {
  const language = languageOfLocale(locale);
  if (language === 'cyr') {
    return Promise.all([import('@/domain/shared/cyrillic'), loadCatalogue(LOCALE_OF.ser, namespace)]).then(
      ([{ cyrillicCatalogue }, serbian]) => keepLanguageNames(namespace, cyrillicCatalogue(serbian)),
    );
  }
  if (namespace === 'translation') {
    return language === 'ser' ? Promise.resolve(ser) : import('./en.json').then((module) => module.default);
  }
  const load = featureCatalogues[`../features/${namespace}/locales/${language}.json`];
  return load ? load() : Promise.reject(new Error(`no ${language} catalogue for namespace ${namespace}`));
}

/** Each language's name is written in its own script ("Srpski" beside "Српски (ћирилица)"), so it is not converted. */
function keepLanguageNames(namespace: string, catalogue: ResourceKey): ResourceKey {
  if (namespace !== 'translation' || typeof catalogue !== 'object') return catalogue;
  const texts = catalogue as typeof ser;
  return { ...texts, common: { ...texts.common, languages: ser.common.languages } };
}

/** The settings every instance shares: the app's, and the server's render of the supplier page (supplier-ssr.tsx). */
export const I18N_OPTIONS = {
  // Both languages have the same keys (catalogues.test.ts): an English screen never needs Serbian texts.
  fallbackLng: false,
  supportedLngs: Object.values(LOCALE_OF),
  // sr-Cyrl is a language of its own here, never topped up with its "sr" (Latin) parent's texts.
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  // Screens wait for their namespaces with `ready` and show the page loader meanwhile.
  react: { useSuspense: false },
} as const satisfies InitOptions;

/** Synchronous with Serbian, so tests and the first paint never wait. */
export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n
      .use(resourcesToBackend(loadCatalogue))
      .use(initReactI18next)
      .init({
        resources: { sr: { translation: ser, auth: authSer } },
        // The bundled Serbian catalogues are there at once; every other namespace comes from the backend.
        partialBundledLanguages: true,
        ns: ['translation', 'auth'],
        lng: LOCALE_OF[DEFAULT_LANGUAGE],
        ...I18N_OPTIONS,
        initAsync: false,
      });
    document.documentElement.lang = LOCALE_OF[DEFAULT_LANGUAGE];
  }
  return i18n;
}

/**
 * Switches the interface language and remembers it for the next visit. Every namespace in use is loaded in the new
 * language first, so an open screen never shows keys instead of text; when that fails nothing changes.
 */
export async function setAppLanguage(language: Language): Promise<void> {
  const locale = LOCALE_OF[language];
  await i18n.loadLanguages(locale);
  const missingNow = () =>
    [i18n.options.ns ?? []].flat().filter((namespace) => !i18n.hasResourceBundle(locale, namespace));
  // A screen that opened meanwhile (a dialog's lazy part) may have added a namespace still on its way: wait for it.
  if (missingNow().length > 0) await i18n.loadLanguages(locale);
  const missing = missingNow();
  if (missing.length > 0) throw new Error(`${language} texts did not load: ${missing.join(', ')}`);
  storeLanguage(language);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** Start-up: the language chosen earlier on this device, else Serbian. */
export async function restoreLanguage(): Promise<void> {
  const stored = getStoredLanguage();
  if (stored && stored !== DEFAULT_LANGUAGE) {
    // Offline with an uncached English chunk: Serbian is better than no app at all.
    await setAppLanguage(stored).catch((error: unknown) => console.error('language load failed', error));
  }
}

/** The app language of an i18next locale (`i18n.language`); anything not English or Cyrillic is Serbian Latin. */
export function languageOfLocale(locale: string): Language {
  if (locale === LOCALE_OF.en) return 'en';
  return locale === LOCALE_OF.cyr ? 'cyr' : 'ser';
}

/** The current app language, re-rendering on change. */
export function useAppLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return languageOfLocale(instance.resolvedLanguage ?? instance.language);
}

/** Any key of the catalogues; passing a key around (menus, notices) keeps it type-checked. */
export type TranslationKey = ParseKeys;

/** The translation key of an error code (docs/PRODUCT.md#error-catalogue: the web shows errors.{code}). */
export function errorKey(code: ClientErrorCode): TranslationKey {
  return `errors.${code}`;
}
