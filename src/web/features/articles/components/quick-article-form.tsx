/**
 * Supplier wizard step 3 and the Articles page's "Create articles" (docs/PRODUCT.md#supplier-wizard): add the venue's
 * own articles one by one (name, store name, category, unit, price, note); the form empties after each so the next
 * can follow.
 */
import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UNIT, ManualAddArticleSchema } from '@/domain/articles/articles.schemas';
import { UNITS } from '@/domain/shared/enums';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { isDuplicateName, useSettledName } from '@/web/lib/use-duplicate-name';
import { useArticleCategories, useCreateArticle } from '../api';
import { rememberUnit, useSupplierUnit, useTakenArticleNames, useUnitDefault } from '../supplier-hints';

/** Article modal (docs/PRODUCT.md#article-form): the store name is required too. */
const QuickArticleSchema = ManualAddArticleSchema.extend({
  storeName: ManualAddArticleSchema.shape.storeName.refine((name) => name !== '', 'common.requiredField'),
});

export function QuickArticleForm({ supplierId, stationId }: { supplierId: number; stationId: number }) {
  // Remounting the form with a new key empties it after each added article.
  const [round, setRound] = useState(0);
  return (
    <ArticleFields
      key={round}
      supplierId={supplierId}
      stationId={stationId}
      onAdded={() => setRound(round + 1)}
    />
  );
}

function ArticleFields({
  supplierId,
  stationId,
  onAdded,
}: {
  supplierId: number;
  stationId: number;
  onAdded: () => void;
}) {
  const { t } = useTranslation('articles', { keyPrefix: 'create' });
  const { t: tQuick } = useTranslation('articles', { keyPrefix: 'quick' });
  const { t: tMain } = useTranslation();
  const categories = useArticleCategories(supplierId);
  const create = useCreateArticle();
  const form = useSchemaForm(QuickArticleSchema, {
    initialValues: {
      supplierId,
      articleName: '',
      storeName: '',
      categoryName: '',
      unit: DEFAULT_UNIT as string,
      price: '',
      note: '',
    },
  });
  const place = { stationId, supplierId };
  useUnitDefault(useSupplierUnit(place), form.isTouched('unit') || form.isDirty('unit'), (unit) =>
    form.setFieldValue('unit', unit),
  );
  const settled = useSettledName(form.values.articleName);
  const duplicate = isDuplicateName(settled, undefined, useTakenArticleNames(place, settled));
  const nameProps = form.getInputProps('articleName');
  const submit = form.onSubmit(async (body) => {
    if (duplicate) return;
    try {
      await create.mutateAsync({ stationId, body });
      rememberUnit(supplierId, body.unit);
      notifySuccessText(tQuick('added', { name: body.articleName }));
      onAdded();
    } catch (error) {
      form.setServerErrors({ articleName: errorCodeOf(error) });
    }
  });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          label={t('name')}
          required
          {...nameProps}
          error={duplicate ? tMain(errorKey('sameArticle')) : nameProps.error}
        />
        <TextInput label={t('storeName')} required {...form.getInputProps('storeName')} />
        <Autocomplete
          label={t('category')}
          required
          data={[...new Set((categories.data ?? []).map((category) => category.category))]}
          {...form.getInputProps('categoryName')}
        />
        <SimpleGrid cols={2} spacing="xs">
          <Select label={t('unit')} data={[...UNITS]} allowDeselect={false} {...form.getInputProps('unit')} />
          <TextInput label={t('price')} inputMode="decimal" {...form.getInputProps('price')} />
        </SimpleGrid>
      </SimpleGrid>
      <TextInput label={tQuick('note')} {...form.getInputProps('note')} />
      <Group justify="flex-end">
        <Button
          variant="light"
          onClick={() => submit()}
          loading={create.isPending}
          disabled={!form.valid || duplicate}
        >
          {tQuick('add')}
        </Button>
      </Group>
    </Stack>
  );
}
