import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnboardingSupplier } from '@/domain/venues/onboarding.schemas';
import {
  useArticleCategories,
  useCreateOnboardingArticle,
  useDeleteOnboardingArticle,
  useUpdateOnboardingArticle,
} from '../../api';
import { ArticleForm } from './article-form';
import { EditableList } from './editable-list';

/** Step 4 (docs/PRODUCT.md#onboarding-articles): create, edit and delete the articles of each supplier. */
export function ArticlesStep({ suppliers }: { suppliers: OnboardingSupplier[] }) {
  return (
    <Stack gap="sm">
      {suppliers.map((supplier) => (
        <SupplierArticles key={supplier.id} supplier={supplier} />
      ))}
    </Stack>
  );
}

function SupplierArticles({ supplier }: { supplier: OnboardingSupplier }) {
  const { t } = useTranslation('venues');
  const categories = useArticleCategories().data ?? [];
  const create = useCreateOnboardingArticle();
  const update = useUpdateOnboardingArticle();
  const remove = useDeleteOnboardingArticle();
  const names = supplier.articles.map((article) => article.name);
  const units = supplier.articles.map((article) => article.unit);

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={supplier.name}>
      <Stack gap="xs">
        <Text fw={700}>{supplier.name}</Text>
        <EditableList
          items={supplier.articles}
          detail={(article) => article.category.category}
          editor={(article, close) => (
            <ArticleForm
              supplierId={supplier.id}
              categories={categories}
              initial={{ name: article.name, categoryId: article.category.id }}
              taken={names}
              units={units}
              submitLabel={t('onboarding.save')}
              onSubmit={({ name, categoryId }) =>
                update.mutateAsync({
                  supplierId: supplier.id,
                  articleId: article.id,
                  name,
                  category: categoryId,
                })
              }
              onDone={close}
              onCancel={close}
            />
          )}
          adder={(added) => (
            <ArticleForm
              supplierId={supplier.id}
              categories={categories}
              taken={names}
              units={units}
              submitLabel={t('onboarding.add')}
              onSubmit={({ name, categoryId, unit }) =>
                create.mutateAsync({
                  supplierId: supplier.id,
                  articleName: name,
                  articleCategory: categoryId,
                  unit,
                })
              }
              onDone={added}
            />
          )}
          removal={remove}
          onDelete={(article, deleted) =>
            remove.mutate({ supplierId: supplier.id, articleId: article.id }, { onSuccess: deleted })
          }
        />
      </Stack>
    </Paper>
  );
}
