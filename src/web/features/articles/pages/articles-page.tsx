/**
 * /items (Articles page: docs/PRODUCT.md#articles-page): filters search text (debounced, docs/PRODUCT.md#debounces),
 * station, supplier, category ('All' first) and favorites only; Create articles (admin) for the chosen supplier, one
 * by one or from .xlsx; the list (on a phone the filters fold behind one "Filters" button, so the first article
 * shows on the first screen); "back to order" when the user came here from a new order (the wizard's
 * came-from-new-order marker).
 */
import { Button, Collapse, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconArrowLeft, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Article } from '@/domain/articles/articles.schemas';
import { DEBOUNCE } from '@/domain/shared/timing';
import { AppModal } from '@/web/components/app-modal';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { forgetReturnToOrder, orderToReturnTo } from '@/web/features/orders/public';
import { useStationSuppliers } from '@/web/features/suppliers/api';
import { useStations } from '@/web/features/stations/api';
import { useCurrentUser } from '@/web/lib/current-user';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { flattenArticlePages, useArticleCategories, useArticlePages } from '../api';
import { type ArticleAction, ArticleList } from '../components/article-list';
import { ArticleFilters } from '../components/article-filters';
import { ArticleImport } from '../components/article-import';
import { DeleteArticleDialog } from '../components/delete-article-dialog';
import { EditArticleModal } from '../components/edit-article-modal';
import { QuickArticleForm } from '../components/quick-article-form';
import { RequestArticleModal } from '../components/request-article-modal';
import { HelpLink } from '@/web/features/help/public';
import { PriceHistoryDialog, useLastPrices, usePriceHistoryAllowed } from '@/web/features/prices/public';

export function ArticlesPage() {
  const { ready } = useTranslation('articles');
  const { user } = useCurrentUser();
  if (!ready || !user) return <PageLoader />;
  return <Articles isAdmin={user.role === 'ROLE_ADMIN'} hasVenue={user.venue !== null} />;
}

function Articles({ isAdmin, hasVenue }: { isAdmin: boolean; hasVenue: boolean }) {
  const { t } = useTranslation('articles', { keyPrefix: 'page' });
  const stations = useStations(hasVenue);
  const [chosenStation, setStation] = useState<number | null>(null);
  const [chosenSupplier, setSupplier] = useState<number | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [onlyFavorite, setOnlyFavorite] = useState(false);
  const [settledSearch] = useDebouncedValue(search.trim(), DEBOUNCE.articleSearch);
  const [open, setOpen] = useState<{ action: ArticleAction; article: Article } | null>(null);
  const [creating, setCreating] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [returnTo] = useState(orderToReturnTo);
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const stationList = (stations.data ?? []).map((overview) => overview.department);
  const stationId = chosenStation ?? stationList[0]?.id ?? null;
  const suppliers = useStationSuppliers(stationId);
  const supplierList = suppliers.data ?? [];
  const supplierId =
    chosenSupplier !== null && supplierList.some((s) => s.id === chosenSupplier)
      ? chosenSupplier
      : (supplierList[0]?.id ?? null);
  const categories = useArticleCategories(supplierId);
  const filter =
    stationId !== null && supplierId !== null
      ? { stationId, supplierId, categoryId: category, search: settledSearch, onlyFavorite }
      : null;
  const pages = useArticlePages(filter);
  const articles = flattenArticlePages(pages.data);
  const pricesShown = usePriceHistoryAllowed();
  const lastPrices = useLastPrices(
    articles.map((article) => article.id),
    pricesShown,
  );
  const [history, setHistory] = useState<Article | null>(null);

  if (stations.isPending && hasVenue) return <PageLoader />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" wrap="nowrap">
          <Title order={2}>{t('title')}</Title>
          <HelpLink article="favourites" />
        </Group>
        <Group gap="xs">
          {returnTo !== null ? (
            <Button
              variant="light"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => {
                forgetReturnToOrder();
                void navigate(returnTo);
              }}
            >
              {t('backToOrder')}
            </Button>
          ) : null}
          {supplierId !== null ? (
            <Button
              variant="default"
              leftSection={<IconSend size={16} />}
              onClick={() => setRequesting(true)}
            >
              {t('request')}
            </Button>
          ) : null}
          {isAdmin && supplierId !== null ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('create')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {mobile ? (
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            aria-expanded={filtersOpen}
            aria-controls="article-filters"
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {t('filters')}
          </Button>
          <Text size="sm" c="dimmed" truncate>
            {t('filtersShown', {
              station: stationList.find((station) => station.id === stationId)?.name ?? '',
              supplier: supplierList.find((supplier) => supplier.id === supplierId)?.name ?? '',
            })}
          </Text>
        </Group>
      ) : null}
      <Collapse expanded={!mobile || filtersOpen} id="article-filters">
        <Stack gap="md">
          <ArticleFilters
            search={search}
            onSearch={setSearch}
            station={{
              value: stationId,
              options: stationList.map((station) => ({ value: station.id, label: station.name })),
              onChange: (value) => {
                setStation(value);
                setCategory(null);
              },
            }}
            supplier={{
              value: supplierId,
              options: supplierList.map((supplier) => ({ value: supplier.id, label: supplier.name })),
              onChange: (value) => {
                setSupplier(value);
                setCategory(null);
              },
            }}
            category={{
              value: category,
              options: (categories.data ?? []).map((c) => ({ value: c.id, label: c.category })),
              onChange: setCategory,
            }}
          />
          <Switch
            label={t('onlyFavorite')}
            checked={onlyFavorite}
            onChange={(event) => setOnlyFavorite(event.currentTarget.checked)}
          />
        </Stack>
      </Collapse>
      {filter === null ? (
        <Text c="dimmed">{t('noSupplier')}</Text>
      ) : pages.isPending ? (
        <PageLoader />
      ) : pages.isError ? (
        <ErrorState error={pages.error} onRetry={() => pages.refetch()} />
      ) : articles.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <ArticleList
          articles={articles}
          stationId={filter.stationId}
          isAdmin={isAdmin}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          onAction={(action, article) => setOpen({ action, article })}
          prices={pricesShown ? (lastPrices.data ?? null) : null}
          onPriceHistory={setHistory}
        />
      )}
      <EditArticleModal
        article={open?.action === 'edit' ? open.article : null}
        stationId={stationId}
        onClose={() => setOpen(null)}
      />
      {stationId !== null ? (
        <DeleteArticleDialog
          article={open?.action === 'delete' ? open.article : null}
          stationId={stationId}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <PriceHistoryDialog opened={history !== null} article={history} onClose={() => setHistory(null)} />
      <RequestArticleModal supplierId={requesting ? supplierId : null} onClose={() => setRequesting(false)} />
      <AppModal opened={creating} onClose={() => setCreating(false)} title={t('createTitle')}>
        {creating && stationId !== null && supplierId !== null ? (
          <Stack>
            <QuickArticleForm supplierId={supplierId} stationId={stationId} />
            <ArticleImport
              supplierId={supplierId}
              supplierName={supplierList.find((supplier) => supplier.id === supplierId)?.name ?? ''}
            />
          </Stack>
        ) : null}
      </AppModal>
    </Stack>
  );
}
