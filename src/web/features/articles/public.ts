/**
 * What other features may use of articles besides its query hooks (api.ts): the dialogs and forms the order wizard
 * opens, the .xlsx import, and the article dialog and filters the catalogue shares with /items.
 */
export { CreateArticleModal } from './components/create-article-modal';
export { ArticleImport } from './components/article-import';
export { QuickArticleForm } from './components/quick-article-form';
export { ArticleFormModal } from './components/article-form-modal';
export { ArticleFilters } from './components/article-filters';
export { rememberUnit, rememberedUnit } from './supplier-hints';
