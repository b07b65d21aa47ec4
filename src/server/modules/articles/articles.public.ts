/**
 * What other modules use of articles (docs/ARCHITECTURE.md, "Server modules"): the spreadsheet import the catalogue
 * shares, categories, and the onboarding wizard's own articles.
 */
export { deleteOwnArticle } from './article-admin.repository';
export { importSheetRows } from './article-admin.service';
export { checkSheetOffThread } from './article-sheet-parse';
export {
  type ArticleFields,
  ensureCategory,
  insertVenueArticle,
  isArticleNameTaken,
} from './articles.repository';
