/** SPEC §7 requestNewArticle: ask the super admins to add an article to the chosen supplier's catalogue. */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestArticleSchema } from '@/domain/articles/article-admin';
import { AppModal } from '@/web/components/app-modal';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
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
    <AppModal opened={supplierId !== null} onClose={onClose} title={t('title')}>
      {supplierId !== null && <RequestArticleForm supplierId={supplierId} onClose={onClose} />}
    </AppModal>
  );
}

function RequestArticleForm({ supplierId, onClose }: { supplierId: number; onClose: () => void }) {
  const { t } = useTranslation('articles', { keyPrefix: 'request' });
  const { t: tMain } = useTranslation();
  const request = useRequestArticle();
  const form = useSchemaForm(RequestArticleSchema, { initialValues: { supplierId, name: '', note: '' } });
  const submit = form.onSubmit(async (body) => {
    await request.mutateAsync(body).then(
      () => {
        notifySuccessText(t('sent'));
        onClose();
      },
      () => undefined,
    );
  });
  return (
    <Stack>
      <TextInput label={t('name')} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t('note')} {...form.getInputProps('note')} />
      {request.error ? (
        <Text size="sm" c="red">
          {tMain(errorKey(errorCodeOf(request.error)))}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {tMain('common.cancel')}
        </Button>
        <Button onClick={() => submit()} loading={request.isPending} disabled={!form.valid}>
          {t('submit')}
        </Button>
      </Group>
    </Stack>
  );
}
