/** The help centre's tables (shared content, not a tenant's: no venue). */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { HelpCategorySource } from '@/domain/help/help-content';
import type { Language } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { helpArticles, helpCategories } from '@/server/db/schema';

/**
 * Makes the stored help of one language what the file says: categories and articles upserted by slug (ids stay,
 * so links keep working), and the ones the file no longer has removed. Run again, it changes nothing.
 */
export async function replaceHelpLanguage(
  executor: Executor,
  language: Language,
  categories: readonly HelpCategorySource[],
): Promise<void> {
  const keptCategories: number[] = [];
  for (const [position, category] of categories.entries()) {
    const [row] = await executor
      .insert(helpCategories)
      .values({ language, slug: category.slug, name: category.name, position })
      .onConflictDoUpdate({
        target: [helpCategories.language, helpCategories.slug],
        set: { name: category.name, position },
      })
      .returning({ id: helpCategories.id });
    const categoryId = row!.id;
    keptCategories.push(categoryId);
    for (const [articlePosition, article] of category.articles.entries()) {
      await executor
        .insert(helpArticles)
        .values({
          categoryId,
          slug: article.slug,
          title: article.title,
          html: article.html,
          position: articlePosition,
        })
        .onConflictDoUpdate({
          target: [helpArticles.categoryId, helpArticles.slug],
          set: { title: article.title, html: article.html, position: articlePosition },
        });
    }
    const slugs = category.articles.map((article) => article.slug);
    await executor
      .delete(helpArticles)
      .where(
        and(
          eq(helpArticles.categoryId, categoryId),
          slugs.length > 0 ? notInArray(helpArticles.slug, slugs) : undefined,
        ),
      );
  }
  await executor
    .delete(helpCategories)
    .where(
      and(
        eq(helpCategories.language, language),
        keptCategories.length > 0 ? notInArray(helpCategories.id, keptCategories) : undefined,
      ),
    );
}

/** One language's categories with their articles, in their file order. */
export async function findHelp(executor: Executor, language: Language) {
  const categories = await executor
    .select({ id: helpCategories.id, slug: helpCategories.slug, name: helpCategories.name })
    .from(helpCategories)
    .where(eq(helpCategories.language, language))
    .orderBy(asc(helpCategories.position), asc(helpCategories.id));
  if (categories.length === 0) return [];
  const articles = await executor
    .select({
      id: helpArticles.id,
      categoryId: helpArticles.categoryId,
      slug: helpArticles.slug,
      title: helpArticles.title,
      html: helpArticles.html,
    })
    .from(helpArticles)
    .where(
      inArray(
        helpArticles.categoryId,
        categories.map((category) => category.id),
      ),
    )
    .orderBy(asc(helpArticles.categoryId), asc(helpArticles.position), asc(helpArticles.id));
  return categories.map((category) => ({
    ...category,
    articles: articles
      .filter((article) => article.categoryId === category.id)
      .map(({ categoryId: _categoryId, ...article }) => article),
  }));
}
