/** What other features may use of articles besides its query hooks (api.ts): dialogs and the catalogue forms. */
export { CreateArticleModal } from './components/create-article-modal';
export { ArticleImport } from './components/article-import';
export { QuickArticleForm } from './components/quick-article-form';
export { ArticleEditForm } from './components/article-edit-form';
