/** Add or edit a catalogue article of one supplier (SPEC §5 article rules: the venue's article form, its own words). */
import { useTranslation } from 'react-i18next';
import type { CatalogueArticleRow } from '@/domain/catalogue/catalogue.schemas';
import { AppModal } from '@/web/components/app-modal';
import { ArticleEditForm } from '@/web/features/articles/public';
import { notifySuccessText } from '@/web/lib/notify';
import { useCatalogueCategories, useSaveCatalogueArticle } from './api';

/** `article` undefined: closed; null: a new article of `supplierId`. */
export function CatalogueArticleFormModal({
  supplierId,
  article,
  onClose,
}: {
  supplierId: number;
  article: CatalogueArticleRow | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'catalogueArticles' });
  return (
    <AppModal opened={article !== undefined} onClose={onClose} title={t(article ? 'editTitle' : 'addTitle')}>
      {article !== undefined && <ArticleForm supplierId={supplierId} article={article} onClose={onClose} />}
    </AppModal>
  );
}

function ArticleForm({
  supplierId,
  article,
  onClose,
}: {
  supplierId: number;
  article: CatalogueArticleRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'catalogueArticles' });
  const categories = useCatalogueCategories();
  const save = useSaveCatalogueArticle();
  return (
    <ArticleEditForm
      article={article}
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
        notifySuccessText(t(article ? 'updated' : 'added'));
      }}
      onClose={onClose}
    />
  );
}
