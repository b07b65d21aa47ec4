/**
 * An article's own fields (SPEC §5, the shared EditArticleSchema: name, store name, category, unit, price, note). The
 * venue's edit dialog and the super admin's catalogue dialog ask the same things, each in its own words and with its
 * own save.
 */
import { Autocomplete, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { EditArticleSchema, type EditArticleData } from '@/domain/articles/article-admin.schemas';
import { UNITS } from '@/domain/shared/enums';
import { FormActions } from '@/web/components/form-actions';
import { errorCodeOf } from '@/web/lib/api-client';
import { useSchemaForm } from '@/web/lib/schema-form';

/** What the form starts from: an article as the venue's list or the catalogue shows it. */
export interface ArticleFormSource {
  name: string;
  storeName: string;
  note: string;
  category: { category: string };
  unit: string;
  defaultPrice: string | null;
}

export interface ArticleFormLabels {
  name: string;
  storeName: string;
  category: string;
  unit: string;
  price: string;
  note: string;
}

interface ArticleEditFormProps {
  /** null: a new article (empty fields, the first unit). */
  article: ArticleFormSource | null;
  labels: ArticleFormLabels;
  /** The category names the category field suggests. */
  categories: readonly string[];
  saving: boolean;
  /** Saves and tells the user so; what it throws is the server's complaint, shown under the name. */
  onSave: (body: EditArticleData) => Promise<void>;
  onClose: () => void;
}

export function ArticleEditForm({
  article,
  labels,
  categories,
  saving,
  onSave,
  onClose,
}: ArticleEditFormProps) {
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
  const submit = form.onSubmit(async (body) => {
    try {
      await onSave(body);
      onClose();
    } catch (error) {
      form.setServerErrors({ articleName: errorCodeOf(error) });
    }
  });
  return (
    <Stack>
      <TextInput label={labels.name} required data-autofocus {...form.getInputProps('articleName')} />
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
      <FormActions onCancel={onClose} onSubmit={submit} pending={saving} valid={form.valid} />
    </Stack>
  );
}
