import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingArticle, OnboardingSupplier } from '@/domain/venues/onboarding-schemas';
import {
  useArticleCategories,
  useCreateOnboardingArticle,
  useDeleteOnboardingArticle,
  useUpdateOnboardingArticle,
} from '../../api';
import { ArticleForm } from './article-form';
import { DeleteConfirm } from './delete-confirm';
import { ItemRow } from './item-row';

/** SPEC §2 step 4: create, edit and delete the articles of each supplier. */
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
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<OnboardingArticle | null>(null);
  const [addKey, setAddKey] = useState(0);
  const names = supplier.articles.map((article) => article.name);

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={supplier.name}>
      <Stack gap="xs">
        <Text fw={700}>{supplier.name}</Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {supplier.articles.map((article) => (
            <ItemRow
              key={article.id}
              title={article.name}
              detail={article.category.category}
              editing={editing === article.id}
              onEdit={() => setEditing(article.id)}
              onDelete={() => {
                remove.reset();
                setDeleting(article);
              }}
              editor={
                <ArticleForm
                  supplierId={supplier.id}
                  categories={categories}
                  initial={{ name: article.name, categoryId: article.category.id }}
                  taken={names}
                  submitLabel={t('onboarding.save')}
                  onSubmit={({ name, categoryId }) =>
                    update.mutateAsync({
                      supplierId: supplier.id,
                      articleId: article.id,
                      name,
                      category: categoryId,
                    })
                  }
                  onDone={() => setEditing(null)}
                  onCancel={() => setEditing(null)}
                />
              }
            />
          ))}
        </Stack>
        <ArticleForm
          key={addKey}
          supplierId={supplier.id}
          categories={categories}
          taken={names}
          submitLabel={t('onboarding.add')}
          onSubmit={({ name, categoryId }) =>
            create.mutateAsync({ supplierId: supplier.id, articleName: name, articleCategory: categoryId })
          }
          onDone={() => setAddKey((key) => key + 1)}
        />
      </Stack>
      <DeleteConfirm
        target={deleting?.name ?? null}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(
            { supplierId: supplier.id, articleId: deleting!.id },
            { onSuccess: () => setDeleting(null) },
          )
        }
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
