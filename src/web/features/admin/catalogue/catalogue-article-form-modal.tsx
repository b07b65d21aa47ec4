/** Add or edit a catalogue article of one supplier (SPEC §5 article rules: the shared EditArticleSchema). */
import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogueArticleFormSchema } from '@/domain/admin/catalogue.contract';
import type { CatalogueArticleRow } from '@/domain/admin/catalogue';
import { UNITS } from '@/domain/shared/enums';
import { AppModal } from '@/web/components/app-modal';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
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
  const { t: tMain } = useTranslation();
  const categories = useCatalogueCategories();
  const save = useSaveCatalogueArticle();
  const form = useSchemaForm(CatalogueArticleFormSchema, {
    initialValues: {
      articleName: article?.name ?? '',
      storeName: article?.storeName ?? '',
      note: article?.note ?? '',
      categoryName: article?.category.category ?? '',
      unit: (article?.unit ?? UNITS[0]) as string,
      price: article?.defaultPrice ?? '',
    },
  });
  const submit = form.onSubmit(async (body) => {
    try {
      await save.mutateAsync({ supplierId, body: { ...body, id: article?.id ?? null } });
      notifySuccessText(t(article ? 'updated' : 'added'));
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
        label={t('group')}
        required
        data={(categories.data ?? []).map((category) => category.category)}
        {...form.getInputProps('categoryName')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select label={t('unit')} data={[...UNITS]} allowDeselect={false} {...form.getInputProps('unit')} />
        <TextInput label={t('price')} inputMode="decimal" {...form.getInputProps('price')} />
      </SimpleGrid>
      <TextInput label={t('note')} {...form.getInputProps('note')} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {tMain('common.cancel')}
        </Button>
        <Button onClick={() => submit()} loading={save.isPending} disabled={!form.valid}>
          {tMain('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
