import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/domain/errors';
import en from './en.json';
import ser from './ser.json';

type Tree = { [key: string]: string | Tree };
type Language = 'ser' | 'en';

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

// Every feature catalogue on disk, as the app loads them: a new locales folder is checked without any edit here.
const featureFiles = import.meta.glob<Tree>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const features = Object.entries(featureFiles).map(([path, tree]) => {
  const [, namespace = '', language = ''] = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path) ?? [];
  return { namespace, language, tree };
});

/** The shell's texts, and each feature's under its namespace name. */
function catalogue(language: Language, shell: Tree): Map<string, string> {
  const own = features.filter((feature) => feature.language === language);
  return new Map([...leaves(shell), ...own.flatMap(({ namespace, tree }) => [...leaves(tree, namespace)])]);
}

const catalogues = { ser: catalogue('ser', ser), en: catalogue('en', en) };

describe('translation catalogues', () => {
  it('exist in both languages for every feature that has any, and in no other', () => {
    const files = features.map(({ namespace, language }) => `${namespace}/${language}`).sort();
    const namespaces = [...new Set(features.map(({ namespace }) => namespace))].sort();
    expect(namespaces.length).toBeGreaterThan(0);
    expect(files).toEqual(namespaces.flatMap((namespace) => [`${namespace}/en`, `${namespace}/ser`]));
  });

  it('have exactly the same keys in Serbian and English', () => {
    const serKeys = [...catalogues.ser.keys()].sort();
    const enKeys = [...catalogues.en.keys()].sort();
    expect(enKeys).toEqual(serKeys);
  });

  it.each(Object.entries(catalogues))('have no empty texts (%s)', (_language, texts) => {
    const empty = [...texts].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(catalogues))(
    'translate every error code of the catalogue (%s)',
    (_language, texts) => {
      // Dotted codes such as common.requiredField are nested keys (errors.common.requiredField).
      const missing = ERROR_CODES.filter((code) => !texts.has(`errors.${code}`));
      expect(missing).toEqual([]);
    },
  );

  it('write Serbian in Latin script with its own letters', () => {
    // Each language's own name is in its own script ("Српски (ћирилица)"); every other text is Latin.
    const serbian = [...catalogues.ser]
      .filter(([key]) => !key.startsWith('common.languages.'))
      .map(([, text]) => text)
      .join(' ');
    expect(serbian).toMatch(/[čćšžđ]/);
    expect(serbian).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('use the same interpolation variables in both languages', () => {
    const variables = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    const mismatched = [...catalogues.ser].filter(
      ([key, text]) =>
        JSON.stringify(variables(text)) !== JSON.stringify(variables(catalogues.en.get(key) ?? '')),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
