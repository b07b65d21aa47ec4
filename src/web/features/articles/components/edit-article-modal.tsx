/** SPEC §2, §5: edit the venue's own article (name, store name, note, category, unit, price; not its station). */
import { useTranslation } from 'react-i18next';
import type { Article } from '@/domain/articles/articles.schemas';
import { AppModal } from '@/web/components/app-modal';
import { notifySuccessText } from '@/web/lib/notify';
import { useArticleCategories, useEditArticle } from '../api';
import { ArticleEditForm } from './article-edit-form';

export function EditArticleModal({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const { t } = useTranslation('articles', { keyPrefix: 'page' });
  return (
    <AppModal opened={article !== null} onClose={onClose} title={t('editTitle')}>
      {article && <EditArticleForm article={article} onClose={onClose} />}
    </AppModal>
  );
}

function EditArticleForm({ article, onClose }: { article: Article; onClose: () => void }) {
  const { t } = useTranslation('articles', { keyPrefix: 'create' });
  const { t: tPage } = useTranslation('articles', { keyPrefix: 'page' });
  const { t: tQuick } = useTranslation('articles', { keyPrefix: 'quick' });
  const categories = useArticleCategories(article.supplier.id);
  const edit = useEditArticle();
  return (
    <ArticleEditForm
      article={article}
      labels={{
        name: t('name'),
        storeName: t('storeName'),
        category: t('category'),
        unit: t('unit'),
        price: t('price'),
        note: tQuick('note'),
      }}
      categories={(categories.data ?? []).map((category) => category.category)}
      saving={edit.isPending}
      onSave={async (body) => {
        await edit.mutateAsync({ id: article.id, body });
        notifySuccessText(tPage('updated'));
      }}
      onClose={onClose}
    />
  );
}
