/** The help centre's search: every word of the query in the article's title or text, case and accents ignored. */
import type { HelpCategory } from '@/domain/help/help.contract';

/** "Šnicla" and "snicla" match: lower case without diacritics (đ has none to strip, so it becomes dj). */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/đ/g, 'dj').normalize('NFD').replace(/\p{M}/gu, '');
}

/** The visible text of an article's HTML (tags and entities of the help subset removed). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The categories with only their matching articles; categories left empty are dropped. */
export function searchHelp(categories: readonly HelpCategory[], query: string): HelpCategory[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      articles: category.articles.filter((article) => {
        const text = foldText(`${article.title} ${plainText(article.html)}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((category) => category.articles.length > 0);
}
