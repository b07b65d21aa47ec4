/**
 * Articles page list (docs/PRODUCT.md#articles-page): a desktop table (favorite, recommended quantity for admins,
 * name, group, the admin's actions) and, on phones, cards; both load 10 more at the bottom (infinite scroll:
 * docs/PRODUCT.md#page-sizes). On a PRO plan the admin also sees each article's last paid price with its trend, a
 * tap away from its price history (docs/PRODUCT.md#prices).
 */
import { ActionIcon, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '@/domain/articles/articles.schemas';
import type { LastPrice } from '@/domain/prices/prices.schemas';
import { LastPriceButton } from '@/web/features/prices/public';
import { notifyErrorText } from '@/web/lib/notify';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { useToggleFavorite } from '../api';
import { RecommendedQuantityInput } from './recommended-quantity-input';

export type ArticleAction = 'edit' | 'delete';

interface ArticleListProps {
  articles: Article[];
  stationId: number;
  isAdmin: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onAction: (action: ArticleAction, article: Article) => void;
  /** Last paid prices by article, when the plan shows them (null hides the column). */
  prices: { currency: string; byArticle: Map<number, LastPrice> } | null;
  onPriceHistory: (article: Article) => void;
}

function LastPriceCell({
  article,
  prices,
  onPriceHistory,
}: Pick<ArticleListProps, 'prices' | 'onPriceHistory'> & { article: Article }) {
  const price = prices?.byArticle.get(article.id);
  if (!prices || !price) return null;
  return (
    <LastPriceButton
      name={article.name}
      price={price}
      currency={prices.currency}
      onOpen={() => onPriceHistory(article)}
    />
  );
}

export function ArticleList(props: ArticleListProps) {
  const mobile = useIsMobile();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, onLoadMore } = props;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !loadingMore) onLoadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onLoadMore]);
  return (
    <Stack gap="sm">
      {mobile ? <ArticleCards {...props} /> : <ArticleTable {...props} />}
      <div ref={sentinel} />
      {loadingMore ? <Loader size="sm" mx="auto" /> : null}
    </Stack>
  );
}

function FavoriteToggle({ article, stationId }: { article: Article; stationId: number }) {
  const { t } = useTranslation('articles', { keyPrefix: 'page' });
  const toggle = useToggleFavorite();
  return (
    <ActionIcon
      variant="subtle"
      color="yellow"
      aria-label={t(article.isFavorite ? 'unfavorite' : 'favorite', { name: article.name })}
      aria-pressed={article.isFavorite}
      loading={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { stationId, articleId: article.id },
          { onError: () => notifyErrorText(t('favoriteFailed')) },
        )
      }
    >
      {article.isFavorite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
    </ActionIcon>
  );
}

/** Why a catalogue article's edit and delete are off (docs/PRODUCT.md#articles-page): said, not just greyed. */
const lockedNoteId = (article: Article) => `article-locked-${article.id}`;

function LockedNote({ article }: { article: Article }) {
  const { t } = useTranslation('articles', { keyPrefix: 'page' });
  if (!article.verified) return null;
  return (
    <Text size="xs" c="dimmed" id={lockedNoteId(article)}>
      {t('catalogueLocked')}
    </Text>
  );
}

function AdminActions({ article, onAction }: { article: Article; onAction: ArticleListProps['onAction'] }) {
  const { t } = useTranslation('articles', { keyPrefix: 'page' });
  // Catalogue articles belong to the super admin; a venue edits its own (unverified) ones.
  const own = !article.verified;
  const describedBy = own ? undefined : lockedNoteId(article);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        aria-label={t('edit')}
        aria-describedby={describedBy}
        disabled={!own}
        onClick={() => onAction('edit', article)}
      >
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('delete')}
        aria-describedby={describedBy}
        disabled={!own}
        onClick={() => onAction('delete', article)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

function ArticleTable({ articles, stationId, isAdmin, onAction, prices, onPriceHistory }: ArticleListProps) {
  const { t } = useTranslation('articles', { keyPrefix: 'page' });
  const formatAmount = useFormatAmount();
  return (
    <Table verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48} aria-label={t('favoriteColumn')} />
          {isAdmin ? <Table.Th w={110}>{t('recommendedQuantity')}</Table.Th> : null}
          <Table.Th>{t('name')}</Table.Th>
          <Table.Th>{t('group')}</Table.Th>
          {prices ? <Table.Th>{t('lastPaid')}</Table.Th> : null}
          {isAdmin ? <Table.Th aria-label={t('actions')} /> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {articles.map((article) => (
          <Table.Tr key={article.id} data-testid="article-row">
            <Table.Td>
              <FavoriteToggle article={article} stationId={stationId} />
            </Table.Td>
            {isAdmin ? (
              <Table.Td>
                <RecommendedQuantityInput
                  key={`${stationId}-${article.id}`}
                  stationId={stationId}
                  articleId={article.id}
                  value={article.recommendedQuantity}
                  unit={article.unit}
                />
              </Table.Td>
            ) : null}
            <Table.Td>
              <Text fw={500}>{article.name}</Text>
              {isAdmin ? <LockedNote article={article} /> : null}
              {!isAdmin && article.recommendedQuantity ? (
                <Text size="xs" c="dimmed">
                  {t('recommended', {
                    amount: formatAmount(article.recommendedQuantity),
                    unit: article.unit,
                  })}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{article.category.category}</Table.Td>
            {prices ? (
              <Table.Td>
                <LastPriceCell article={article} prices={prices} onPriceHistory={onPriceHistory} />
              </Table.Td>
            ) : null}
            {isAdmin ? (
              <Table.Td>
                <AdminActions article={article} onAction={onAction} />
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ArticleCards({ articles, stationId, isAdmin, onAction, prices, onPriceHistory }: ArticleListProps) {
  const { t } = useTranslation('articles', { keyPrefix: 'page' });
  const formatAmount = useFormatAmount();
  return (
    <Stack gap="xs">
      {articles.map((article) => (
        <Card key={article.id} withBorder padding="xs" data-testid="article-row">
          <Group gap="xs" wrap="nowrap" align="center">
            <FavoriteToggle article={article} stationId={stationId} />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              {/* Whole words wrap; only a word wider than the card breaks (break-word, not anywhere). */}
              <Text fw={500} style={{ overflowWrap: 'break-word' }}>
                {article.name}
              </Text>
              <Text size="xs" c="dimmed">
                {article.category.category}
                {!isAdmin && article.recommendedQuantity
                  ? ` · ${t('recommended', { amount: formatAmount(article.recommendedQuantity), unit: article.unit })}`
                  : ''}
              </Text>
            </Stack>
          </Group>
          {isAdmin ? (
            <Group justify="space-between" wrap="nowrap" align="flex-end" mt={4}>
              <RecommendedQuantityInput
                key={`${stationId}-${article.id}`}
                stationId={stationId}
                articleId={article.id}
                value={article.recommendedQuantity}
                unit={article.unit}
                labelled
              />
              <AdminActions article={article} onAction={onAction} />
            </Group>
          ) : null}
          {isAdmin ? <LockedNote article={article} /> : null}
          <LastPriceCell article={article} prices={prices} onPriceHistory={onPriceHistory} />
        </Card>
      ))}
    </Stack>
  );
}
