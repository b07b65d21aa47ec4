/**
 * Delete confirmation of an article (docs/PRODUCT.md#articles-page, #error-catalogue). When an order holds it the
 * server answers article_is_part_of_order, shown in red, and the dialog offers to disable it for the station instead.
 */
import { useTranslation } from 'react-i18next';
import type { Article } from '@/domain/articles/articles.schemas';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useDeleteArticle, useProductEdit } from '../api';

interface DeleteArticleDialogProps {
  article: Article | null;
  stationId: number;
  onClose: () => void;
}

export function DeleteArticleDialog({ article, stationId, onClose }: DeleteArticleDialogProps) {
  const { t } = useTranslation('articles', { keyPrefix: 'page' });
  const { t: tMain } = useTranslation();
  const remove = useDeleteArticle();
  const disable = useProductEdit();
  const ordered = errorCodeOf(remove.error) === 'article_is_part_of_order';
  const close = () => {
    remove.reset();
    disable.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={article !== null}
      title={t('deleteTitle')}
      confirmLabel={t('deleteConfirm')}
      confirmDisabled={ordered}
      danger
      pending={remove.isPending || disable.isPending}
      error={remove.error ? tMain(errorKey(errorCodeOf(remove.error))) : null}
      onClose={close}
      onConfirm={() =>
        article &&
        remove.mutateAsync(article.id).then(
          () => {
            notifySuccessText(t('deleted'));
            close();
          },
          () => undefined,
        )
      }
      alternative={
        ordered && article
          ? {
              label: t('disableInstead'),
              onClick: () =>
                disable.mutateAsync({ stationId, body: { productId: article.id, enabled: false } }).then(
                  () => {
                    notifySuccessText(t('disabled'));
                    close();
                  },
                  () => undefined,
                ),
            }
          : undefined
      }
    >
      {t('deleteText', { name: article?.name ?? '' })}
    </ConfirmDialog>
  );
}
