/** Add or edit a catalogue article of one supplier (docs/PRODUCT.md#catalogue-articles), in the catalogue's words. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preferredUnit } from '@/domain/articles/unit-choice';
import type { CatalogueArticleRow } from '@/domain/catalogue/catalogue.schemas';
import { ArticleFormModal } from '@/web/features/articles/public';
import { useCatalogueArticles, useCatalogueCategories, useSaveCatalogueArticle } from '../api';

/**
 * The articles feature's dialog with the catalogue's words, categories and save. `article` undefined: closed; null:
 * a new article of `supplierId`.
 */
export function CatalogueArticleFormModal({
  supplierId,
  article,
  onClose,
}: {
  supplierId: number;
  article: CatalogueArticleRow | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'articles' });
  const categories = useCatalogueCategories();
  const save = useSaveCatalogueArticle();
  // The supplier's first page gives a new article its unit; a search for the typed name, the live duplicate check.
  const firstPage = useCatalogueArticles(article === null ? supplierId : null, { page: 1 });
  const [settled, setSettled] = useState('');
  const alike = useCatalogueArticles(settled === '' ? null : supplierId, { page: 1, searchQuery: settled });
  return (
    <ArticleFormModal
      article={article}
      title={t(article ? 'editTitle' : 'addTitle')}
      labels={{
        name: t('name'),
        storeName: t('storeName'),
        category: t('group'),
        unit: t('unit'),
        price: t('price'),
        note: t('note'),
      }}
      categories={(categories.data ?? []).map((category) => category.category)}
      saving={save.isPending}
      onSave={async (body) => {
        await save.mutateAsync({ supplierId, body: { ...body, id: article?.id ?? null } });
      }}
      savedMessage={t(article ? 'updated' : 'added')}
      onClose={onClose}
      newUnit={firstPage.data ? preferredUnit(firstPage.data.articles.map((row) => row.unit)) : undefined}
      onNameSettled={setSettled}
      takenNames={settled === '' ? [] : (alike.data?.articles ?? []).map((row) => row.name)}
    />
  );
}
