/** SPEC §2, §5: edit the venue's own article (name, store name, note, category, unit, price; not its station). */
import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditArticleSchema } from '@/domain/articles/article-admin';
import type { Article } from '@/domain/articles/article-schemas';
import { UNITS } from '@/domain/shared/enums';
import { AppModal } from '@/web/components/app-modal';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useArticleCategories, useEditArticle } from '../api';

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
  const { t: tMain } = useTranslation();
  const categories = useArticleCategories(article.supplier.id);
  const edit = useEditArticle();
  const form = useSchemaForm(EditArticleSchema, {
    initialValues: {
      articleName: article.name,
      storeName: article.storeName,
      note: article.note,
      categoryName: article.category.category,
      unit: article.unit as string,
      price: article.defaultPrice ?? '',
    },
  });
  const submit = form.onSubmit(async (body) => {
    try {
      await edit.mutateAsync({ id: article.id, body });
      notifySuccessText(tPage('updated'));
      onClose();
    } catch (error) {
      form.setServerErrors({ articleName: errorCodeOf(error) });
    }
  });
  return (
    <Stack>
      <TextInput label={t('name')} required data-autofocus {...form.getInputProps('articleName')} />
      <TextInput label={t('storeName')} {...form.getInputProps('storeName')} />
      <Autocomplete
        label={t('category')}
        required
        data={[...new Set((categories.data ?? []).map((category) => category.category))]}
        {...form.getInputProps('categoryName')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select label={t('unit')} data={[...UNITS]} allowDeselect={false} {...form.getInputProps('unit')} />
        <TextInput label={t('price')} inputMode="decimal" {...form.getInputProps('price')} />
      </SimpleGrid>
      <TextInput label={tQuick('note')} {...form.getInputProps('note')} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {tMain('common.cancel')}
        </Button>
        <Button onClick={() => submit()} loading={edit.isPending} disabled={!form.valid}>
          {tMain('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
