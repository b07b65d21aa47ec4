import { describe, expect, it } from 'vitest';
import devEn from '@/web/features/dev/locales/en.json';
import devSer from '@/web/features/dev/locales/ser.json';
import { initI18n, setAppLanguage } from './i18n';

describe('feature catalogues', () => {
  it('load when a screen first asks for their namespace, and follow a language switch', async () => {
    const i18n = initI18n();
    expect(i18n.hasResourceBundle('sr', 'dev')).toBe(false);
    await i18n.loadNamespaces('dev');
    expect(i18n.t('mailbox.title', { ns: 'dev' })).toBe(devSer.mailbox.title);

    expect(i18n.hasResourceBundle('en', 'dev')).toBe(false);
    await setAppLanguage('en');
    expect(i18n.t('mailbox.title', { ns: 'dev' })).toBe(devEn.mailbox.title);
    expect(document.documentElement.lang).toBe('en');
  });

  it('have the login screen’s Serbian texts from the start, without loading anything', () => {
    const i18n = initI18n();
    expect(i18n.hasResourceBundle('sr', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('sr', 'translation')).toBe(true);
  });
});
