/**
 * The article dialog (docs/PRODUCT.md#article-form; the shared EditArticleSchema: name, store name, category, unit,
 * price, note) of the venue's /items page and of the super admin's catalogue: the same fields, form and dialog; each
 * screen brings its own words, categories and save (docs/ARCHITECTURE.md, "Building a screen").
 */
import { Autocomplete, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditArticleSchema, type EditArticleData } from '@/domain/articles/article-admin.schemas';
import { UNITS, type Unit } from '@/domain/shared/enums';
import { AppModal } from '@/web/components/app-modal';
import { FormActions } from '@/web/components/form-actions';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { isDuplicateName, useSettledName } from '@/web/lib/use-duplicate-name';
import { useUnitDefault } from '../supplier-hints';

/** What the form starts from: an article as the venue's list or the catalogue shows it. */
interface ArticleFormSource {
  name: string;
  storeName: string;
  note: string;
  category: { category: string };
  unit: string;
  defaultPrice: string | null;
}

interface ArticleFormLabels {
  name: string;
  storeName: string;
  category: string;
  unit: string;
  price: string;
  note: string;
}

interface ArticleFormModalProps {
  /** undefined: closed; null: a new article (empty fields, the first unit); else the article edited. */
  article: ArticleFormSource | null | undefined;
  title: string;
  labels: ArticleFormLabels;
  /** The category names the category field suggests. */
  categories: readonly string[];
  saving: boolean;
  /** Saves the fields; what it throws is the server's refusal, shown under the name. */
  onSave: (body: EditArticleData) => Promise<void>;
  /** The notice once saved. */
  savedMessage: string;
  onClose: () => void;
  /** The unit a new article starts with (the supplier's: preferredUnit); undefined while it loads. */
  newUnit?: Unit;
  /** The typed name, trimmed and lower-cased, once typing stops: the screen looks up the names like it. */
  onNameSettled?: (settled: string) => void;
  /** The supplier's names like the settled one: a taken one is said under the field before saving. */
  takenNames?: readonly string[];
}

export function ArticleFormModal({ article, title, onClose, ...formProps }: ArticleFormModalProps) {
  return (
    <AppModal opened={article !== undefined} onClose={onClose} title={title}>
      {/* Mounted only while open, so every opening starts from the article it was opened for. */}
      {article !== undefined && <ArticleForm article={article} onClose={onClose} {...formProps} />}
    </AppModal>
  );
}

function ArticleForm({
  article,
  labels,
  categories,
  saving,
  onSave,
  savedMessage,
  onClose,
  newUnit,
  onNameSettled,
  takenNames = [],
}: Omit<ArticleFormModalProps, 'title'> & { article: ArticleFormSource | null }) {
  const { t } = useTranslation();
  const form = useSchemaForm(EditArticleSchema, {
    initialValues: {
      articleName: article?.name ?? '',
      storeName: article?.storeName ?? '',
      note: article?.note ?? '',
      categoryName: article?.category.category ?? '',
      unit: article?.unit ?? (UNITS[0] as string),
      price: article?.defaultPrice ?? '',
    },
  });
  useUnitDefault(article ? undefined : newUnit, form.isTouched('unit') || form.isDirty('unit'), (unit) =>
    form.setFieldValue('unit', unit),
  );
  const settled = useSettledName(form.values.articleName);
  useEffect(() => onNameSettled?.(settled), [settled, onNameSettled]);
  const duplicate = isDuplicateName(settled, article?.name, takenNames);
  const nameProps = form.getInputProps('articleName');
  const submit = form.onSubmit(async (body) => {
    if (duplicate) return;
    try {
      await onSave(body);
      notifySuccessText(savedMessage);
      onClose();
    } catch (error) {
      form.setServerErrors({ articleName: errorCodeOf(error) });
    }
  });
  return (
    <Stack>
      <TextInput
        label={labels.name}
        required
        data-autofocus
        {...nameProps}
        error={duplicate ? t(errorKey('sameArticle')) : nameProps.error}
      />
      <TextInput label={labels.storeName} {...form.getInputProps('storeName')} />
      <Autocomplete
        label={labels.category}
        required
        data={[...new Set(categories)]}
        {...form.getInputProps('categoryName')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select label={labels.unit} data={[...UNITS]} allowDeselect={false} {...form.getInputProps('unit')} />
        <TextInput label={labels.price} inputMode="decimal" {...form.getInputProps('price')} />
      </SimpleGrid>
      <TextInput label={labels.note} {...form.getInputProps('note')} />
      <FormActions onCancel={onClose} onSubmit={submit} pending={saving} valid={form.valid && !duplicate} />
    </Stack>
  );
}
