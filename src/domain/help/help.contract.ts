/**
 * The help centre API (help topics, "Help article category": docs/PRODUCT.md#help, #data-help): categories with their
 * articles in one language, as stored in the database from the help files shipped with the app.
 */
import { z } from 'zod';
import { defineOperation } from '@/domain/shared/contract';
import { LanguageSchema } from '@/domain/shared/enums';

export const HelpQuerySchema = z.object({
  language: z.preprocess((value) => (value === '' ? undefined : value), LanguageSchema.default('ser')),
});

export const HelpArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** HTML from the help files: paragraphs, lists and bold only (help-content.ts); the web sanitizes it again. */
  html: z.string(),
});
export type HelpArticle = z.infer<typeof HelpArticleSchema>;

export const HelpCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  articles: z.array(HelpArticleSchema),
});
export type HelpCategory = z.infer<typeof HelpCategorySchema>;

export const helpOperations = {
  categories: defineOperation({
    method: 'GET',
    path: '/help/categories',
    summary: 'The help centre in one language: categories with their articles',
    tag: 'help',
    // The product's own help, nothing of a venue: open without a session, so a "?" opened in a new tab (which has
    // no copy of a session kept only for this tab, decision 0003's "remember me" unticked) still shows its article.
    access: 'public',
    query: HelpQuerySchema,
    response: z.array(HelpCategorySchema),
  }),
};
