import 'i18next';
import type ser from './ser.json';
import type terms from './terms-ser.json';

// Typed keys: a t('…') call with a key missing from the Serbian catalogue fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ser; terms: typeof terms };
    returnNull: false;
  }
}
