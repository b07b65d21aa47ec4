/**
 * The help centre's files (content/help/{ser,en}.md, shipped with the app and loaded into the database at start):
 * a small Markdown subset turned into HTML. Everything the file says is escaped first and only these constructs
 * become tags, so no file (and no later edit of one) can put a script, a handler or a link into a page:
 *
 *   # category-slug: Category name
 *   ## article-slug: Article title
 *   A paragraph, **bold** words.
 *   - a bullet
 *   1. a numbered step
 */
import { toCyrillic } from '@/domain/shared/cyrillic';

export interface HelpArticleSource {
  slug: string;
  title: string;
  html: string;
}

export interface HelpCategorySource {
  slug: string;
  name: string;
  articles: HelpArticleSource[];
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function inline(text: string): string {
  return escapeHtml(text.trim()).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

/** The body of one article (its lines) as HTML: paragraphs, bullet lists and numbered lists. */
export function markdownToHtml(lines: readonly string[]): string {
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
    if (list)
      html.push(
        `<${list.tag}>${list.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${list.tag}>`,
      );
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    const bullet = /^- (.*)$/.exec(line);
    const step = /^\d+\. (.*)$/.exec(line);
    if (line === '') flush();
    else if (bullet || step) {
      const tag = bullet ? 'ul' : 'ol';
      if (paragraph.length > 0 || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? step)![1]!);
    } else if (list) {
      // A continuation line of the last list item.
      list.items[list.items.length - 1] += ` ${line}`;
    } else paragraph.push(line);
  }
  flush();
  return html.join('\n');
}

function heading(line: string, level: '#' | '##'): { slug: string; title: string } | null {
  const match = new RegExp(`^${level} ([^:]+):(.+)$`).exec(line.trim());
  if (!match) return null;
  const slug = match[1]!.trim();
  if (!SLUG.test(slug)) throw new Error(`Help: "${slug}" is not a slug (a-z, 0-9, dashes)`);
  return { slug, title: match[2]!.trim() };
}

/** One language's help file as categories with their articles, in file order. Throws on a malformed file. */
export function parseHelpFile(text: string): HelpCategorySource[] {
  const categories: HelpCategorySource[] = [];
  let body: string[] = [];
  let article: Omit<HelpArticleSource, 'html'> | null = null;
  const closeArticle = () => {
    if (article) categories.at(-1)!.articles.push({ ...article, html: markdownToHtml(body) });
    article = null;
    body = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('## ')) {
      closeArticle();
      if (categories.length === 0) throw new Error('Help: an article before any category');
      const found = heading(line, '##');
      if (!found) throw new Error(`Help: malformed article heading "${line}"`);
      article = { slug: found.slug, title: found.title };
    } else if (line.startsWith('# ')) {
      closeArticle();
      const found = heading(line, '#');
      if (!found) throw new Error(`Help: malformed category heading "${line}"`);
      categories.push({ slug: found.slug, name: found.title, articles: [] });
    } else if (article) body.push(line);
    else if (line.trim() !== '') throw new Error(`Help: text outside an article: "${line}"`);
  }
  closeArticle();
  // Category slugs among categories, article slugs among all articles (a "?" link names the article alone).
  for (const slugs of [
    categories.map((category) => category.slug),
    categories.flatMap((category) => category.articles.map((article) => article.slug)),
  ]) {
    const duplicate = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
    if (duplicate) throw new Error(`Help: the slug "${duplicate}" is used twice`);
  }
  return categories;
}

/** The articles help must cover (docs/PRODUCT.md#help), by slug: every language's file must have each of them. */
export const REQUIRED_HELP_ARTICLES = [
  'registration',
  'venue-registration',
  'users',
  'profile',
  'supplier-linking',
  'favourites',
  'order-creation',
  'order-editing',
  'receiving',
  'incomplete-orders',
  'merging',
  'warehouse',
] as const;
export type HelpArticleSlug = (typeof REQUIRED_HELP_ARTICLES)[number] | 'reports';

/** The Serbian help in Cyrillic: names, titles and texts converted, slugs (the links' keys) kept. */
export function cyrillicHelp(categories: HelpCategorySource[]): HelpCategorySource[] {
  return categories.map((category) => ({
    ...category,
    name: toCyrillic(category.name),
    articles: category.articles.map((article) => ({
      ...article,
      title: toCyrillic(article.title),
      html: toCyrillic(article.html),
    })),
  }));
}
