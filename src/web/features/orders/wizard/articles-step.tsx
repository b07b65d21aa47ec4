/**
 * Step 1 (docs/PRODUCT.md#wizard-articles, #order-wizard, #debounces): the supplier's articles at this station,
 * searched (debounced), filtered by category and favorites (on at first; switched off once when the first load finds
 * no favorites), loaded page by page as the list nears its end. Each row selects an article by its amount.
 */
import { Button, Center, Group, Loader, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconListDetails, IconPlus, IconSearch } from '@tabler/icons-react';
import { type Dispatch, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Article } from '@/domain/articles/articles.schemas';
import type { Suggestion } from '@/domain/suggestions/suggestions.schemas';
import { isVenueAdmin } from '@/domain/orders/order-rules';
import { DEBOUNCE } from '@/domain/shared/timing';
import { PATHS } from '@/web/lib/paths';
import { ErrorState } from '@/web/components/error-state';
import {
  type ArticleFilter,
  flattenArticlePages,
  useArticleCategories,
  useArticlePages,
  useToggleFavorite,
} from '@/web/features/articles/api';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { useCurrentUser } from '@/web/lib/current-user';
import { notifyErrorText } from '@/web/lib/notify';
import { ArticleRow } from './article-row';
import { CreateArticleModal } from '@/web/features/articles/public';
import { markCameFromNewOrder } from '../return-to-order';
import { SuggestActions } from './suggest-actions';
import type { OrderOutlier } from './use-order-guards';
import { articleRef, type WizardAction, type WizardState } from './wizard-state';

const ALL_CATEGORIES = 'all';
/** Start loading the next page this far before the end of the list comes into view. */
const PREFETCH_MARGIN = '600px';

interface ArticlesStepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  mergedIds: ReadonlySet<number>;
  /** Unusual amounts by article: the row shows the usual one (docs/decisions/0025-order-guards.md). */
  outliers: ReadonlyMap<number, OrderOutlier>;
  /** The suggestions that filled amounts, by article (docs/decisions/0032-suggested-amounts.md). */
  suggested: ReadonlyMap<number, Suggestion>;
  onSuggested: (filled: readonly Suggestion[]) => void;
}

export function ArticlesStep({
  state,
  dispatch,
  mergedIds,
  outliers,
  suggested,
  onSuggested,
}: ArticlesStepProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const { t: tMain } = useTranslation();
  const supplierId = state.supplierId!;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), DEBOUNCE.articleSearch);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  // Favorites-only is the default of a new order (docs/PRODUCT.md#favorites-only); an order holding articles that are
  // not (known as) favorites starts with every article, so editing shows all of them. Order items do not say whether
  // their article is a favorite, so an edited order always starts unfiltered.
  const [onlyFavorite, setOnlyFavorite] = useState(() => state.lines.every((line) => line.isFavorite));
  const [firstLoadSeen, setFirstLoadSeen] = useState(false);
  const [noteOpenId, setNoteOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const { user } = useCurrentUser();
  // An admin may leave a new order for the Articles page, which then offers the way back to this draft
  // (docs/PRODUCT.md#articles-page).
  const canOpenCatalogue = state.orderId === null && !!user && isVenueAdmin(user.role);

  const filter: ArticleFilter = useMemo(
    () => ({ supplierId, stationId: state.stationId, categoryId, search: debouncedSearch, onlyFavorite }),
    [supplierId, state.stationId, categoryId, debouncedSearch, onlyFavorite],
  );
  const pages = useArticlePages(filter);
  const categories = useArticleCategories(supplierId);
  const toggleFavorite = useToggleFavorite(state.kind === 'custom');

  // Favorites-only starts on; a station without favorites at this supplier sees everything instead (once)
  // (docs/PRODUCT.md#favorites-only).
  if (!firstLoadSeen && pages.isSuccess && !pages.isPlaceholderData) {
    setFirstLoadSeen(true);
    if (onlyFavorite && (pages.data.pages[0]?.count ?? 0) === 0) setOnlyFavorite(false);
  }

  const articles = flattenArticlePages(pages.data);
  const linesById = useMemo(() => new Map(state.lines.map((line) => [line.articleId, line])), [state.lines]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, articles.length]);

  const onToggleNote = useCallback((articleId: number) => {
    setNoteOpenId((open) => (open === articleId ? null : articleId));
  }, []);

  const { mutate: toggle } = toggleFavorite;
  const onToggleFavorite = useCallback(
    (article: Article) =>
      toggle(
        { stationId: state.stationId, articleId: article.id },
        {
          onSuccess: (result) =>
            dispatch({ type: 'setFavorite', articleId: result.articleId, isFavorite: result.isFavorite }),
          // A failed favorite toggle is shown (docs/PRODUCT.md#error-display).
          onError: (error) => notifyErrorText(tMain(errorKey(errorCodeOf(error)))),
        },
      ),
    [toggle, state.stationId, dispatch, tMain],
  );

  const categoryOptions = [
    { value: ALL_CATEGORIES, label: t('list.allCategories') },
    ...(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.category })),
  ];
  const filtered = onlyFavorite || categoryId !== null || debouncedSearch !== '';
  const searching = search.trim() !== debouncedSearch || (pages.isFetching && !isFetchingNextPage);

  return (
    <Stack gap="sm">
      <SuggestActions state={state} dispatch={dispatch} onFilled={onSuggested} />
      <TextInput
        type="search"
        size="md"
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={18} />}
        rightSection={searching ? <Loader size="xs" /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Group gap="sm" wrap="nowrap" align="center">
        <Select
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('list.category')}
          data={categoryOptions}
          value={categoryId === null ? ALL_CATEGORIES : String(categoryId)}
          onChange={(value) =>
            setCategoryId(value === null || value === ALL_CATEGORIES ? null : Number(value))
          }
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          label={t('list.onlyFavorites')}
          checked={onlyFavorite}
          onChange={(event) => setOnlyFavorite(event.currentTarget.checked)}
          size="sm"
          styles={{ label: { paddingInlineStart: 8, whiteSpace: 'nowrap' } }}
        />
      </Group>

      {pages.isError && !pages.data ? (
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : pages.isPending ? (
        <Center py="lg">
          <Loader role="status" aria-label={tMain('common.loading')} />
        </Center>
      ) : articles.length === 0 ? (
        <Stack gap="xs" align="flex-start" py="sm">
          <Text c="dimmed">{t(filtered ? 'list.noneFiltered' : 'list.none')}</Text>
          {onlyFavorite ? (
            <Button variant="light" onClick={() => setOnlyFavorite(false)}>
              {t('list.showAll')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('list.articles')}>
          {articles.map((article) => (
            <ArticleRow
              key={article.id}
              article={article}
              line={linesById.get(article.id)}
              merged={mergedIds.has(article.id)}
              usual={outliers.get(article.id)?.usual}
              suggestion={suggested.get(article.id)}
              deadline={state.deadline}
              noteOpen={noteOpenId === article.id}
              dispatch={dispatch}
              onToggleNote={onToggleNote}
              onToggleFavorite={onToggleFavorite}
              favoritePending={toggleFavorite.isPending && toggleFavorite.variables?.articleId === article.id}
            />
          ))}
        </Stack>
      )}

      <div ref={sentinel} aria-hidden />
      {hasNextPage ? (
        <Button variant="subtle" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
          {t('list.loadMore')}
        </Button>
      ) : null}

      <Group gap="xs">
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          {t('list.createArticle')}
        </Button>
        {canOpenCatalogue ? (
          <Button
            component={Link}
            to={PATHS.articles}
            variant="subtle"
            leftSection={<IconListDetails size={18} />}
            onClick={() => markCameFromNewOrder(state.stationId, state.kind)}
          >
            {t('list.manageArticles')}
          </Button>
        ) : null}
      </Group>

      <CreateArticleModal
        opened={creating}
        stationId={state.stationId}
        supplierId={supplierId}
        onClose={() => setCreating(false)}
        onCreated={(article, amount) =>
          dispatch({ type: 'setListAmount', article: articleRef(article), amount })
        }
      />
    </Stack>
  );
}
