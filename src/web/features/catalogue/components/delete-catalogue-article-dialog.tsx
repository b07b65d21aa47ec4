/** Delete confirmation of a catalogue article; refused (article_is_part_of_order) while an order holds it. */
import { useTranslation } from 'react-i18next';
import type { CatalogueArticleRow } from '@/domain/catalogue/catalogue.schemas';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useDeleteCatalogueArticle } from '../api';

export function DeleteCatalogueArticleDialog({
  article,
  onClose,
}: {
  article: CatalogueArticleRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'articles' });
  const { t: tMain } = useTranslation();
  const remove = useDeleteCatalogueArticle();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={article !== null}
      title={t('deleteTitle')}
      confirmLabel={t('delete')}
      danger
      pending={remove.isPending}
      error={remove.error ? tMain(errorKey(errorCodeOf(remove.error))) : null}
      onClose={close}
      onConfirm={() =>
        article &&
        remove.mutate(article.id, {
          onSuccess: () => {
            notifySuccessText(t('deleted'));
            close();
          },
        })
      }
    >
      {t('deleteText', { name: article?.name ?? '' })}
    </ConfirmDialog>
  );
}
