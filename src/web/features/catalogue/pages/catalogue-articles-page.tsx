/**
 * /admin/articles (articles admin: docs/PRODUCT.md#catalogue-articles, #shared-catalogue): the super admin picks a
 * catalogue supplier, then a category, searches (debounced, docs/PRODUCT.md#debounces) and pages its articles:
 * favorite count, name, group, actions; add/edit dialog and delete confirmation. A table on desktop, cards at 360 px.
 */
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { AppPagination } from '@/web/components/app-pagination';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueArticleListRow } from '@/domain/catalogue/catalogue.schemas';
import { ARTICLE_PAGE_SIZE } from '@/domain/articles/articles.schemas';
import { DEBOUNCE } from '@/domain/shared/timing';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { ArticleFilters } from '@/web/features/articles/public';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { useCatalogueArticles, useCatalogueCategories, useCatalogueSuppliers } from '../api';
import { CatalogueArticleFormModal } from '../components/catalogue-article-form-modal';
import { DeleteCatalogueArticleDialog } from '../components/delete-catalogue-article-dialog';

interface RowActions {
  onEdit: (article: CatalogueArticleListRow) => void;
  onDelete: (article: CatalogueArticleListRow) => void;
}

export function CatalogueArticlesPage() {
  const { t, ready } = useTranslation('catalogue', { keyPrefix: 'articles' });
  // The filters speak the articles feature's words.
  const { ready: filtersReady } = useTranslation('articles');
  const suppliers = useCatalogueSuppliers();
  const categories = useCatalogueCategories();
  const mobile = useIsMobile();
  const [chosenSupplier, setSupplier] = useState<number | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [settledSearch] = useDebouncedValue(search.trim(), DEBOUNCE.articleSearchAdmin);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CatalogueArticleListRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CatalogueArticleListRow | null>(null);

  const supplierList = suppliers.data ?? [];
  const supplierId = chosenSupplier ?? supplierList[0]?.id ?? null;
  const articles = useCatalogueArticles(supplierId, {
    page,
    ...(category === null ? {} : { category }),
    ...(settledSearch === '' ? {} : { searchQuery: settledSearch }),
  });
  if (!ready || !filtersReady || suppliers.isPending) return <PageLoader />;
  if (suppliers.isError)
    return <ErrorState error={suppliers.error} onRetry={() => void suppliers.refetch()} />;
  const pages = Math.max(1, Math.ceil((articles.data?.count ?? 0) / ARTICLE_PAGE_SIZE));
  const actions: RowActions = { onEdit: setEditing, onDelete: setDeleting };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {t('title')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={supplierId === null}
          onClick={() => setEditing(null)}
        >
          {t('add')}
        </Button>
      </Group>
      <ArticleFilters
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        supplier={{
          value: supplierId,
          options: supplierList.map((supplier) => ({ value: supplier.id, label: supplier.name })),
          onChange: (value) => {
            setSupplier(value);
            setCategory(null);
            setPage(1);
          },
        }}
        category={{
          value: category,
          options: (categories.data ?? []).map((c) => ({ value: c.id, label: c.category })),
          onChange: (value) => {
            setCategory(value);
            setPage(1);
          },
        }}
        searchLast
        searchableLists
      />
      {supplierId === null ? (
        <Text c="dimmed">{t('noSupplier')}</Text>
      ) : articles.isPending ? (
        <PageLoader />
      ) : articles.isError ? (
        <ErrorState error={articles.error} onRetry={() => void articles.refetch()} />
      ) : articles.data.articles.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : mobile ? (
        <Stack gap="sm">
          {articles.data.articles.map((article) => (
            <Card key={article.id} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{article.name}</Text>
                <Favorites article={article} />
              </Group>
              <Text size="sm" c="dimmed">
                {article.category.category}
              </Text>
              <RowButtons article={article} actions={actions} />
            </Card>
          ))}
        </Stack>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('favorite')}</Table.Th>
              <Table.Th>{t('name')}</Table.Th>
              <Table.Th>{t('group')}</Table.Th>
              <Table.Th>{t('actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {articles.data.articles.map((article) => (
              <Table.Tr key={article.id}>
                <Table.Td>
                  <Favorites article={article} />
                </Table.Td>
                <Table.Td>{article.name}</Table.Td>
                <Table.Td>{article.category.category}</Table.Td>
                <Table.Td>
                  <RowButtons article={article} actions={actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && (
        <Group justify="center">
          <AppPagination value={Math.min(page, pages)} onChange={setPage} total={pages} />
        </Group>
      )}
      {supplierId !== null && (
        <CatalogueArticleFormModal
          supplierId={supplierId}
          article={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <DeleteCatalogueArticleDialog article={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** How many venue stations keep the article as a favorite. */
function Favorites({ article }: { article: CatalogueArticleListRow }) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'articles' });
  return (
    <Badge
      variant="light"
      color={article.favorites > 0 ? 'yellow' : 'gray'}
      leftSection={<IconStar size={12} />}
      aria-label={t('favorites', { count: article.favorites })}
    >
      {article.favorites}
    </Badge>
  );
}

function RowButtons({ article, actions }: { article: CatalogueArticleListRow; actions: RowActions }) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'articles' });
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={t('editNamed', { name: article.name })}
        onClick={() => actions.onEdit(article)}
      >
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('deleteNamed', { name: article.name })}
        onClick={() => actions.onDelete(article)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
