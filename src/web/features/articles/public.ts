/** What other features may use of articles besides its query hooks (api.ts): the dialog the order wizard opens. */
export { CreateArticleModal } from './components/create-article-modal';
