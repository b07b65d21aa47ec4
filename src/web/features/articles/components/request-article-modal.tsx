/**
 * requestNewArticle (docs/PRODUCT.md#api-catalogue): ask the super admins to add an article to the chosen supplier's
 * catalogue.
 */
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestArticleSchema } from '@/domain/articles/article-admin.schemas';
import { RequestForm, RequestModal, sendRequest } from '@/web/components/request-modal';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useRequestArticle } from '../api';

export function RequestArticleModal({
  supplierId,
  onClose,
}: {
  supplierId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('articles', { keyPrefix: 'request' });
  return (
    <RequestModal opened={supplierId !== null} onClose={onClose} title={t('title')}>
      {supplierId !== null && <RequestArticleForm supplierId={supplierId} onClose={onClose} />}
    </RequestModal>
  );
}

function RequestArticleForm({ supplierId, onClose }: { supplierId: number; onClose: () => void }) {
  const { t } = useTranslation('articles', { keyPrefix: 'request' });
  const request = useRequestArticle();
  const form = useSchemaForm(RequestArticleSchema, { initialValues: { supplierId, name: '', note: '' } });
  const submit = form.onSubmit((body) => void sendRequest(request.mutateAsync, body, t('sent'), onClose));
  return (
    <RequestForm
      request={request}
      valid={form.valid}
      submitLabel={t('submit')}
      onSubmit={() => submit()}
      onClose={onClose}
    >
      <TextInput label={t('name')} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t('note')} {...form.getInputProps('note')} />
    </RequestForm>
  );
}
