/**
 * "create unverified article" (docs/PRODUCT.md#wizard-create-article): the venue's own article of this supplier
 * (name, store name, category from the supplier's categories or a new one, unit, optional price), selected at once
 * with the amount typed here.
 */
import { Autocomplete, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type Article, DEFAULT_UNIT, ManualAddArticleSchema } from '@/domain/articles/articles.schemas';
import { amountProblem } from '@/domain/orders/amount';
import { UNITS } from '@/domain/shared/enums';
import { AmountInput } from '@/web/components/amount-input';
import { AppModal } from '@/web/components/app-modal';
import { FormActions } from '@/web/components/form-actions';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { useSchemaForm } from '@/web/lib/schema-form';
import { isDuplicateName, useSettledName } from '@/web/lib/use-duplicate-name';
import { useArticleCategories, useCreateArticle } from '../api';
import { rememberUnit, useSupplierUnit, useTakenArticleNames, useUnitDefault } from '../supplier-hints';

/**
 * The article modal requires the store name too, and the wizard selects the article with an amount
 * (docs/PRODUCT.md#article-form).
 */
const CreateArticleFormSchema = ManualAddArticleSchema.extend({
  storeName: ManualAddArticleSchema.shape.storeName.refine((name) => name !== '', 'common.requiredField'),
  amount: z
    .string()
    .trim()
    .min(1, 'common.requiredField')
    .superRefine((amount, ctx) => {
      // The same rule as every amount field: "1,5" and "1.5" alike; too large says so.
      const problem = amountProblem(amount);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

interface CreateArticleModalProps {
  opened: boolean;
  stationId: number;
  supplierId: number;
  onClose: () => void;
  onCreated: (article: Article, amount: string) => void;
}

export function CreateArticleModal({ opened, onClose, ...formProps }: CreateArticleModalProps) {
  const { t } = useTranslation('articles', { keyPrefix: 'create' });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('title')}>
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {opened && <CreateArticleForm onClose={onClose} {...formProps} />}
    </AppModal>
  );
}

function CreateArticleForm({
  stationId,
  supplierId,
  onClose,
  onCreated,
}: Omit<CreateArticleModalProps, 'opened'>) {
  const { t } = useTranslation('articles', { keyPrefix: 'create' });
  const { t: tMain } = useTranslation();
  const categories = useArticleCategories(supplierId);
  const createArticle = useCreateArticle();
  const form = useSchemaForm(CreateArticleFormSchema, {
    initialValues: {
      supplierId,
      articleName: '',
      storeName: '',
      categoryName: '',
      unit: DEFAULT_UNIT as string,
      price: '',
      amount: '',
    },
  });

  const place = { stationId, supplierId };
  useUnitDefault(useSupplierUnit(place), form.isTouched('unit') || form.isDirty('unit'), (unit) =>
    form.setFieldValue('unit', unit),
  );
  const settled = useSettledName(form.values.articleName);
  const duplicate = isDuplicateName(settled, undefined, useTakenArticleNames(place, settled));
  const nameProps = form.getInputProps('articleName');

  const submit = form.onSubmit(async ({ amount: _amount, ...body }) => {
    if (duplicate) return;
    try {
      const article = await createArticle.mutateAsync({ stationId, body });
      rememberUnit(supplierId, body.unit);
      // The amount as typed: the wizard's amount field shows and normalises it like any other.
      onCreated(article, form.values.amount);
      onClose();
    } catch (error) {
      form.setServerErrors({ articleName: errorCodeOf(error) });
    }
  });

  return (
    <Stack>
      <TextInput
        label={t('name')}
        description={t('nameHint')}
        required
        data-autofocus
        {...nameProps}
        error={duplicate ? tMain(errorKey('sameArticle')) : nameProps.error}
      />
      <TextInput label={t('storeName')} required {...form.getInputProps('storeName')} />
      <Autocomplete
        label={t('category')}
        description={t('categoryHint')}
        required
        data={[...new Set((categories.data ?? []).map((category) => category.category))]}
        {...form.getInputProps('categoryName')}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label={t('unit')}
          data={[...UNITS]}
          {...form.getInputProps('unit')}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label={t('price')} inputMode="decimal" {...form.getInputProps('price')} />
      </SimpleGrid>
      <AmountInput
        label={t('amount')}
        required
        value={form.values.amount}
        {...form.getInputProps('amount')}
      />
      <FormActions
        onCancel={onClose}
        onSubmit={submit}
        pending={createArticle.isPending}
        valid={form.valid && !duplicate}
        submitLabel={t('submit')}
      />
    </Stack>
  );
}
