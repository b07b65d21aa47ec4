import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArticleCategory } from '@/domain/articles/articles.schemas';
import { preferredUnit } from '@/domain/articles/unit-choice';
import { UNITS, type Unit } from '@/domain/shared/enums';
import { OnboardingArticleCreateSchema } from '@/domain/venues/onboarding.schemas';
import { rememberUnit, rememberedUnit } from '@/web/features/articles/public';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useDuplicateName } from '@/web/lib/use-duplicate-name';
import { InlineFormActions } from './inline-form-actions';

interface ArticleValues extends Record<string, unknown> {
  articleName: string;
  articleCategory: string | null;
  unit: string;
}

/**
 * Step 4 (docs/PRODUCT.md#onboarding-articles): an article's name and its category from the list; names unique per
 * supplier (sameArticle). A new article also gets its unit, started at the supplier's usual one (preferredUnit: the
 * unit last chosen for it, else the one most of its articles use), so a butcher's next article is KG, not KOM.
 */
export function ArticleForm({
  supplierId,
  categories,
  initial,
  taken,
  units,
  submitLabel,
  onSubmit,
  onDone,
  onCancel,
}: {
  supplierId: number;
  categories: ArticleCategory[];
  initial?: { name: string; categoryId: number };
  taken: readonly string[];
  /** The units of the supplier's articles; a new article's unit starts at the usual one. */
  units: readonly string[];
  submitLabel: string;
  onSubmit: (values: { name: string; categoryId: number; unit: Unit }) => Promise<unknown>;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('venues');
  const { t: tMain } = useTranslation();
  const form = useSchemaForm(OnboardingArticleCreateSchema, {
    initialValues: {
      articleName: initial?.name ?? '',
      articleCategory: initial ? String(initial.categoryId) : null,
      unit: preferredUnit(units, rememberedUnit(supplierId)),
    } satisfies ArticleValues as ArticleValues,
    toInput: (values: ArticleValues) => ({
      supplierId,
      articleName: values.articleName,
      articleCategory: values.articleCategory === null ? undefined : Number(values.articleCategory),
      unit: values.unit,
    }),
  });
  const duplicate = useDuplicateName(form.values.articleName, initial?.name, taken);

  const submit = form.onSubmit((values) => {
    if (duplicate) return;
    onSubmit({ name: values.articleName, categoryId: values.articleCategory, unit: values.unit })
      .then(() => {
        if (!initial) rememberUnit(supplierId, values.unit);
        onDone?.();
      })
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
        {initial ? null : (
          <Select
            label={t('onboarding.unit')}
            required
            allowDeselect={false}
            style={{ flex: '0 1 110px' }}
            data={[...UNITS]}
            {...form.getInputProps('unit')}
          />
        )}
        <InlineFormActions
          submitLabel={submitLabel}
          disabled={!form.valid || duplicate}
          onCancel={onCancel}
        />
      </Group>
    </form>
  );
}
