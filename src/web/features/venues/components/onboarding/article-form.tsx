import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArticleCategory } from '@/domain/articles/articles.schemas';
import { OnboardingArticleCreateSchema } from '@/domain/venues/onboarding.schemas';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useDuplicateName } from '@/web/lib/use-duplicate-name';
import { InlineFormActions } from './inline-form-actions';

interface ArticleValues extends Record<string, unknown> {
  articleName: string;
  articleCategory: string | null;
}

/**
 * Step 4 (docs/PRODUCT.md#onboarding-articles): an article's name and its category from the list; names unique per
 * supplier (sameArticle).
 */
export function ArticleForm({
  supplierId,
  categories,
  initial,
  taken,
  submitLabel,
  onSubmit,
  onDone,
  onCancel,
}: {
  supplierId: number;
  categories: ArticleCategory[];
  initial?: { name: string; categoryId: number };
  taken: readonly string[];
  submitLabel: string;
  onSubmit: (values: { name: string; categoryId: number }) => Promise<unknown>;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('venues');
  const { t: tMain } = useTranslation();
  const form = useSchemaForm(OnboardingArticleCreateSchema, {
    initialValues: {
      articleName: initial?.name ?? '',
      articleCategory: initial ? String(initial.categoryId) : null,
    } satisfies ArticleValues as ArticleValues,
    toInput: (values: ArticleValues) => ({
      supplierId,
      articleName: values.articleName,
      articleCategory: values.articleCategory === null ? undefined : Number(values.articleCategory),
    }),
  });
  const duplicate = useDuplicateName(form.values.articleName, initial?.name, taken);

  const submit = form.onSubmit((values) => {
    if (duplicate) return;
    onSubmit({ name: values.articleName, categoryId: values.articleCategory })
      .then(() => onDone?.())
      .catch((error: unknown) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0)
          return form.setServerErrors(error.fields);
        form.setServerErrors({ articleName: errorCodeOf(error) });
      });
  });
  const nameProps = form.getInputProps('articleName');

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label={t('onboarding.articleName')}
          required
          style={{ flex: '1 1 180px' }}
          {...nameProps}
          error={duplicate ? tMain(errorKey('sameArticle')) : nameProps.error}
        />
        <Select
          label={t('onboarding.category')}
          required
          searchable
          style={{ flex: '1 1 160px' }}
          data={categories.map((category) => ({ value: String(category.id), label: category.category }))}
          {...form.getInputProps('articleCategory')}
        />
        <InlineFormActions
          submitLabel={submitLabel}
          disabled={!form.valid || duplicate}
          onCancel={onCancel}
        />
      </Group>
    </form>
  );
}
