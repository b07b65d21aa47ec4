/**
 * One word per concept (docs/GLOSSARY.md, docs/PRODUCT.md#languages): no synonym the glossary rules out appears in a
 * Serbian or English text a reader sees. The rules are read from the glossary itself, so the table is the only list.
 * Texts come as files (JSON catalogues, the help centre's Markdown, the TypeScript catalogues of mails and messages),
 * read as text, so this test imports no server code.
 */
import { describe, expect, it } from 'vitest';

type Language = 'ser' | 'en';
type Tree = { [key: string]: string | Tree };

interface Text {
  language: Language;
  where: string;
  text: string;
}

interface Rule {
  concept: string;
  language: Language;
  pattern: string;
  regex: RegExp;
}

const GLOSSARY =
  Object.values(
    import.meta.glob<string>('../../../docs/GLOSSARY.md', { query: '?raw', import: 'default', eager: true }),
  )[0] ?? '';

const shellCatalogues = import.meta.glob<Tree>('./{ser,en}.json', { import: 'default', eager: true });
const featureCatalogues = import.meta.glob<Tree>('../features/*/locales/{ser,en}.json', {
  import: 'default',
  eager: true,
});
const helpFiles = import.meta.glob<string>('../../../content/help/{ser,en}.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The TypeScript catalogues (withCyrillic): mails, the push texts, order and credit messages, the archive export.
const codeCatalogues = import.meta.glob<string>(
  [
    '../../server/mail/*.ts',
    '../../server/modules/*/*-mail.ts',
    '../../domain/*/*-message.ts',
    '../../domain/orders/archive-export.ts',
    '!**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** `stanic*` -> stanic followed by any letters, as a whole word; a space stands for any white space. */
function wordPattern(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
    .join('\\p{L}*');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

function glossaryRules(): Rule[] {
  const table = GLOSSARY.split('\n').filter((line) => line.startsWith('|'));
  // Header, separator, then one row per concept: concept | ser | en | not in ser | not in en.
  return table.slice(2).flatMap((row) => {
    const [concept = '', , , notSer = '', notEn = ''] = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return [
      ...backticked(notSer).map((pattern) => ({ language: 'ser' as const, pattern })),
      ...backticked(notEn).map((pattern) => ({ language: 'en' as const, pattern })),
    ].map(({ language, pattern }) => ({ concept, language, pattern, regex: wordPattern(pattern) }));
  });
}

function allowedPhrases(): RegExp[] {
  const section = GLOSSARY.split(/^## /m).find((part) => part.startsWith('Allowed phrases')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('- `'))
    .map((line) => wordPattern(backticked(line)[0] ?? ''));
}

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const languageOf = (path: string): Language => (/\ben\.(json|md)$/.test(path) ? 'en' : 'ser');

function catalogueTexts(): Text[] {
  return Object.entries({ ...shellCatalogues, ...featureCatalogues }).flatMap(([path, tree]) =>
    leaves(tree).map(([key, text]) => ({ language: languageOf(path), where: `${path} ${key}`, text })),
  );
}

function helpTexts(): Text[] {
  return Object.entries(helpFiles).flatMap(([path, markdown]) =>
    markdown.split('\n').map((line, index) => ({
      language: languageOf(path),
      where: `${path}:${index + 1}`,
      // "## favourites: Favorite articles": the id before the colon is an address, not text.
      text: line.replace(/^(#+\s+)[\w-]+:\s*/, '$1'),
    })),
  );
}

/**
 * The string and template literals of a `{ ser: {…}, en: {…} }` catalogue, each in the language of the nearest
 * `ser:` / `en:` before it; what comes before the first is code, as are constants (ROLE_SUPERADMIN) and module paths.
 */
function codeTexts(): Text[] {
  return Object.entries(codeCatalogues).flatMap(([path, source]) => {
    const marks = [...source.matchAll(/\b(ser|en):\s*[{(]/g)].map((match) => ({
      at: match.index,
      language: match[1] as Language,
    }));
    return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g)].flatMap(
      (literal) => {
        const text = literal[1] ?? literal[2] ?? literal[3] ?? '';
        const language = marks.filter((mark) => mark.at < literal.index).at(-1)?.language;
        if (!language || /^[A-Z][A-Z0-9_]*$/.test(text) || /^(@\/|\.{1,2}\/|node:)/.test(text)) return [];
        return [{ language, where: path, text }];
      },
    );
  });
}

function synonymsIn(texts: Text[]): string[] {
  const rules = glossaryRules();
  const allowed = allowedPhrases();
  return texts.flatMap(({ language, where, text }) => {
    let readable = text.replace(/\{\{[^}]*\}\}|\$\{[^}]*\}/g, ' ');
    for (const phrase of allowed) readable = readable.replace(phrase, ' ');
    return rules
      .filter((rule) => rule.language === language)
      .flatMap((rule) =>
        [...readable.matchAll(rule.regex)].map(
          (match) => `${where}: "${match[0]}" (${rule.concept}: not ${rule.pattern}) in "${text}"`,
        ),
      );
  });
}

describe('one word per concept (docs/GLOSSARY.md)', () => {
  it('reads its rules from the glossary', () => {
    const rules = glossaryRules();
    expect(new Set(rules.map((rule) => rule.concept)).size).toBeGreaterThanOrEqual(18);
    expect(rules.filter((rule) => rule.language === 'ser').length).toBeGreaterThan(20);
    expect(rules.filter((rule) => rule.language === 'en').length).toBeGreaterThan(20);
    // Whole words, any case, any Serbian ending: "Narudžbine" is caught, "naručiti" is not.
    const order = rules.find((rule) => rule.pattern === 'narudžbin*')?.regex;
    expect('Nove Narudžbine'.match(order ?? /$^/)).toEqual(['Narudžbine']);
    expect('naručiti'.match(order ?? /$^/)).toBeNull();
    expect(synonymsIn([{ language: 'ser', where: 'x', text: 'Tekući račun' }])).toEqual([]);
    expect(synonymsIn([{ language: 'ser', where: 'x', text: 'Otvori račun' }])).toHaveLength(1);
  });

  it('finds every catalogue, the help centre and the texts kept in TypeScript', () => {
    expect(Object.keys(shellCatalogues)).toHaveLength(2);
    expect(Object.keys(featureCatalogues).length).toBeGreaterThan(20);
    expect(Object.keys(helpFiles)).toHaveLength(2);
    const catalogues = Object.values(codeCatalogues).filter((source) => source.includes('withCyrillic'));
    expect(catalogues.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps the synonyms out of the Serbian and English catalogues', () => {
    expect(synonymsIn(catalogueTexts())).toEqual([]);
  });

  it('keeps the synonyms out of the help centre', () => {
    expect(synonymsIn(helpTexts())).toEqual([]);
  });

  it('keeps the synonyms out of the mails and messages kept in TypeScript', () => {
    expect(synonymsIn(codeTexts())).toEqual([]);
  });
});
