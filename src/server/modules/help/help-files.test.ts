import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHelpFile, REQUIRED_HELP_ARTICLES } from '@/domain/help/help-content';
import { helpFolder } from './help.service';

/**
 * The help files shipped with the app (content/help): every topic of docs/PRODUCT.md#help, the same articles in both
 * languages.
 */
describe('shipped help files', () => {
  it.each(['ser', 'en'])(
    'the shipped %s file covers every topic help must cover, like the other language',
    (language) => {
      const read = (code: string) => parseHelpFile(readFileSync(join(helpFolder(), `${code}.md`), 'utf8'));
      const categories = read(language);
      const slugs = categories.flatMap((category) => category.articles.map((article) => article.slug));
      for (const required of REQUIRED_HELP_ARTICLES) expect(slugs).toContain(required);
      const other = read(language === 'ser' ? 'en' : 'ser');
      expect(categories.map((category) => category.slug)).toEqual(other.map((category) => category.slug));
      expect(slugs).toEqual(other.flatMap((category) => category.articles.map((article) => article.slug)));
      for (const category of categories) {
        for (const article of category.articles) expect(article.html.length).toBeGreaterThan(100);
      }
    },
  );
});
