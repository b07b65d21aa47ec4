/**
 * Interface language (SPEC §1: Serbian by default, English on request). Serbian is bundled so /login paints at
 * once; English is a separate chunk fetched the first time someone picks it. i18next runs on BCP 47 codes (sr, en)
 * so `<html lang>` and plural rules are right; the app's own codes stay `ser` / `en` everywhere else.
 */
import i18n, { type ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@/domain/shared/enums';
import type { ClientErrorCode } from '@/web/lib/api-client';
import { getStoredLanguage, storeLanguage } from '@/web/lib/session';
import ser from './ser.json';

export const LOCALE_OF: Record<Language, 'sr' | 'en'> = { ser: 'sr', en: 'en' };

const loaders: Record<Language, () => Promise<typeof ser>> = {
  ser: () => Promise.resolve(ser),
  en: () => import('./en.json').then((module) => module.default),
};

/**
 * Catalogues only one screen needs (long texts such as the terms of use), fetched when that screen opens so they do
 * not weigh on /login. Each has a file per language with identical keys, like the main catalogue.
 */
const LAZY_NAMESPACES = {
  terms: { ser: () => import('./terms-ser.json'), en: () => import('./terms-en.json') },
  orders: { ser: () => import('./orders-ser.json'), en: () => import('./orders-en.json') },
  orderWizard: { ser: () => import('./order-wizard-ser.json'), en: () => import('./order-wizard-en.json') },
  currentOrders: {
    ser: () => import('./current-orders-ser.json'),
    en: () => import('./current-orders-en.json'),
  },
} as const;

export type LazyNamespace = keyof typeof LAZY_NAMESPACES;

// Namespaces in use follow language switches, so an open screen never shows keys instead of text.
const usedNamespaces = new Set<LazyNamespace>();

async function loadNamespace(namespace: LazyNamespace, language: Language): Promise<void> {
  usedNamespaces.add(namespace);
  const locale = LOCALE_OF[language];
  if (i18n.hasResourceBundle(locale, namespace)) return;
  const catalogue = await LAZY_NAMESPACES[namespace][language]();
  i18n.addResourceBundle(locale, namespace, catalogue.default, true, true);
}

/** Loads a lazy namespace for the current language; true once its texts can be shown. */
export function useLazyNamespace(namespace: LazyNamespace): boolean {
  const language = useAppLanguage();
  const [, setLoads] = useState(0);
  const ready = i18n.hasResourceBundle(LOCALE_OF[language], namespace);
  useEffect(() => {
    if (ready) return undefined;
    let mounted = true;
    void loadNamespace(namespace, language).then(() => {
      if (mounted) setLoads((count) => count + 1);
    });
    return () => {
      mounted = false;
    };
  }, [ready, namespace, language]);
  return ready;
}

/** Synchronous with Serbian, so tests and the first paint never wait. */
export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { sr: { translation: ser } },
      lng: LOCALE_OF[DEFAULT_LANGUAGE],
      fallbackLng: LOCALE_OF[DEFAULT_LANGUAGE],
      supportedLngs: Object.values(LOCALE_OF),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    document.documentElement.lang = LOCALE_OF[DEFAULT_LANGUAGE];
  }
  return i18n;
}

/** Switches the interface language (loading its catalogue if needed) and remembers it for the next visit. */
export async function setAppLanguage(language: Language): Promise<void> {
  const locale = LOCALE_OF[language];
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loaders[language](), true, true);
  }
  await Promise.all([...usedNamespaces].map((namespace) => loadNamespace(namespace, language)));
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

export function languageOfLocale(locale: string): Language {
  return locale === LOCALE_OF.en ? 'en' : 'ser';
}

/** The current app language, re-rendering on change. */
export function useAppLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return languageOfLocale(instance.resolvedLanguage ?? instance.language);
}

/** Any key of the catalogues; passing a key around (menus, notices) keeps it type-checked. */
export type TranslationKey = ParseKeys;

/** The translation key of an error code (SPEC §8: the web shows errors.{code}). */
export function errorKey(code: ClientErrorCode): TranslationKey {
  return `errors.${code}`;
}
