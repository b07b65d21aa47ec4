/**
 * A standing order's lines in its edit dialog (docs/decisions/0030-standing-orders.md): each amount typed in the
 * reader's way ("2,5": docs/PRODUCT.md#amounts), a line removed, an article of the standing order's supplier added
 * (the station's article list, searched). What is saved is the whole set (domain standing-lines.ts).
 */
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '@/domain/shared/enums';
import { addStandingLine } from '@/domain/standing-orders/standing-lines';
import { AmountInput, useAmountError } from '@/web/components/amount-input';
import { flattenArticlePages, useArticlePages } from '@/web/features/articles/api';

/** Search results offered to add; a few are enough on a phone, the search narrows them. */
const SHOWN_CANDIDATES = 5;
/** Articles already on the lines may come first in the answer; a page this much bigger still fills the offer. */
const MAX_LINES_HIDDEN = 15;

export interface EditableLine {
  articleId: number;
  name: string;
  unit: Unit;
  /** As typed. */
  amount: string;
}

interface StandingLinesFieldProps {
  supplierId: number;
  stationId: number;
  lines: EditableLine[];
  onChange: (lines: EditableLine[]) => void;
}

export function StandingLinesField({ supplierId, stationId, lines, onChange }: StandingLinesFieldProps) {
  const { t } = useTranslation('standing-orders', { keyPrefix: 'lines' });
  const amountError = useAmountError();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 250);
  const searching = search.trim() !== '' && searched !== '';
  const pages = useArticlePages(
    searching ? { supplierId, stationId, categoryId: null, search: searched, onlyFavorite: false } : null,
    SHOWN_CANDIDATES + MAX_LINES_HIDDEN,
  );
  const onLines = new Set(lines.map((line) => line.articleId));
  const candidates = searching
    ? flattenArticlePages(pages.data)
        .filter((article) => !onLines.has(article.id))
        .slice(0, SHOWN_CANDIDATES)
    : [];

  const setAmount = (articleId: number, amount: string) =>
    onChange(lines.map((line) => (line.articleId === articleId ? { ...line, amount } : line)));
  const add = (article: (typeof candidates)[number]) => {
    onChange(
      addStandingLine(lines, { articleId: article.id, name: article.name, unit: article.unit, amount: '1' }),
    );
    setSearch('');
  };

  return (
    <Stack gap={6} component="section" aria-labelledby="standing-lines">
      <Text size="sm" fw={500} id="standing-lines">
        {t('heading')}
      </Text>
      {lines.length === 0 && (
        <Text size="sm" c="red.9" role="alert">
          {t('empty')}
        </Text>
      )}
      {lines.map((line) => (
        <Group key={line.articleId} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" style={{ flex: 1, minWidth: 0, paddingTop: 10 }}>
            {line.name}
          </Text>
          <AmountInput
            aria-label={t('amount', { article: line.name, unit: line.unit })}
            value={line.amount}
            onChange={(amount) => setAmount(line.articleId, amount)}
            error={amountError(line.amount)}
            rightSection={
              <Text size="xs" c="dimmed">
                {line.unit}
              </Text>
            }
            rightSectionWidth={40}
            w={110}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            aria-label={t('remove', { article: line.name })}
            onClick={() => onChange(lines.filter((candidate) => candidate.articleId !== line.articleId))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <TextInput
        label={t('add')}
        placeholder={t('addPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        autoComplete="off"
      />
      {searching && !pages.isFetching && candidates.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('nothingFound')}
        </Text>
      )}
      {candidates.map((article) => (
        <Button
          key={article.id}
          variant="light"
          justify="flex-start"
          leftSection={<IconPlus size={16} />}
          onClick={() => add(article)}
        >
          {t('addArticle', { article: article.name, unit: article.unit })}
        </Button>
      ))}
    </Stack>
  );
}
