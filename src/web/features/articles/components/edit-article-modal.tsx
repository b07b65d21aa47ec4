/**
 * Edit the venue's own article: name, store name, note, category, unit, price; not its station
 * (docs/PRODUCT.md#article-form).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '@/domain/articles/articles.schemas';
import { useArticleCategories, useEditArticle } from '../api';
import { useTakenArticleNames } from '../supplier-hints';
import { ArticleFormModal } from './article-form-modal';

/** The shared article dialog with the venue's words, its supplier's categories and the venue's save. */
export function EditArticleModal({
  article,
  stationId,
  onClose,
}: {
  article: Article | null;
  /** The station whose list the article was opened from: the duplicate-name check looks there. */
  stationId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('articles', { keyPrefix: 'create' });
  const { t: tPage } = useTranslation('articles', { keyPrefix: 'page' });
  const { t: tQuick } = useTranslation('articles', { keyPrefix: 'quick' });
  const categories = useArticleCategories(article?.supplier.id ?? null);
  const edit = useEditArticle();
  const [settled, setSettled] = useState('');
  const place = article && stationId !== null ? { stationId, supplierId: article.supplier.id } : null;
  const takenNames = useTakenArticleNames(place, settled);
  return (
    <ArticleFormModal
      article={article ?? undefined}
      title={tPage('editTitle')}
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
        if (article) await edit.mutateAsync({ id: article.id, body });
      }}
      savedMessage={tPage('updated')}
      onClose={onClose}
      onNameSettled={setSettled}
      takenNames={takenNames}
    />
  );
}
