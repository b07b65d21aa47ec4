import { describe, expect, it } from 'vitest';
import { KEEP_LATIN, PROTECTED } from '@/domain/shared/cyrillic';
import { initI18n, LOCALE_OF, setAppLanguage } from './i18n';
import ser from './ser.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

// Every Serbian Latin feature catalogue on disk: a new feature, or a new key in one, is covered without an edit here.
const serbianFeatures = Object.entries(
  import.meta.glob<Tree>('../features/*/locales/ser.json', { eager: true, import: 'default' }),
).map(([path, tree]) => ({ namespace: /features\/([^/]+)\/locales/.exec(path)?.[1] ?? '', tree }));

const namespaces = ['translation', ...serbianFeatures.map(({ namespace }) => namespace)];

/** Latin words left in a Cyrillic text once the parts that must stay as written are taken out. */
function latinLeft(text: string): string[] {
  const words = text.replace(PROTECTED, ' ').match(/[A-Za-zČĆĐŠŽčćđšž]+/g) ?? [];
  return words.filter((word) => !KEEP_LATIN.has(word));
}

describe('Cyrillic catalogues', () => {
  it('have every Serbian key, in Cyrillic, with no Latin left but what must stay Latin', async () => {
    const i18n = initI18n();
    await i18n.loadNamespaces(namespaces);
    await setAppLanguage('cyr');
    expect(i18n.language).toBe(LOCALE_OF.cyr);
    expect(document.documentElement.lang).toBe('sr-Cyrl');

    const sources = [
      { namespace: 'translation', tree: ser as Tree },
      ...serbianFeatures.filter(({ namespace }) => namespace !== 'translation'),
    ];
    const missing: string[] = [];
    const latin: string[] = [];
    for (const { namespace, tree } of sources) {
      const cyrillic = leaves(i18n.getResourceBundle(LOCALE_OF.cyr, namespace) as Tree);
      for (const key of leaves(tree).keys()) {
        const converted = cyrillic.get(key);
        if (converted === undefined) missing.push(`${namespace}:${key}`);
        // Each language's own name stays in its own script ("Srpski", "English").
        else if (!key.startsWith('common.languages.') && latinLeft(converted).length > 0) {
          latin.push(`${namespace}:${key} ${latinLeft(converted).join(' ')}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(latin).toEqual([]);
  });

  it('write screens in Cyrillic and keep placeholders working', async () => {
    const i18n = initI18n();
    await setAppLanguage('cyr');
    expect(i18n.t('common.languages.ser')).toBe('Srpski');
    expect(i18n.t('common.languages.cyr')).toBe('Српски (ћирилица)');
    await i18n.loadNamespaces('photos');
    expect(i18n.t('count', { ns: 'photos', count: 2, max: 5 })).toBe('2 од 5 фотографија');
    await setAppLanguage('ser');
    expect(i18n.t('count', { ns: 'photos', count: 2, max: 5 })).toBe('2 od 5 fotografija');
  });
});
