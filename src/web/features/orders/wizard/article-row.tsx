/**
 * One article of step 1 (docs/PRODUCT.md#wizard-articles, #order-wizard, #recommended-quantity): favorite star, name,
 * unit, the station's recommended quantity (a tap fills it in), the amount (typing selects the article, clearing
 * removes it), its price and line value when it has a price (docs/PRODUCT.md#prices) and, once selected, a note.
 */
import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconNote, IconStar, IconStarFilled } from '@tabler/icons-react';
import { type Dispatch, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '@/domain/articles/articles.schemas';
import { isValidAmount, normalizeAmount } from '@/domain/orders/amount';
import type { Suggestion } from '@/domain/suggestions/suggestions.schemas';
import { AmountInput, useAmountError } from '@/web/components/amount-input';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import { OutlierMarker } from './outlier-marker';
import { QuantityPicker } from './quantity-picker';
import { SuggestionSource } from './suggestion-source';
import { LinePrice } from './wizard-money';
import { articleRef, lineProblem, type WizardAction, type WizardLine } from './wizard-state';

interface ArticleRowProps {
  article: Article;
  line: WizardLine | undefined;
  /** Added to this order by a merge (docs/PRODUCT.md#merge): highlighted. */
  merged: boolean;
  /** The usual amount when the typed one is unusual (docs/decisions/0025-order-guards.md). */
  usual?: string | undefined;
  /** The suggestion that filled the amount (docs/decisions/0032-suggested-amounts.md), with the delivery date. */
  suggestion?: Suggestion | undefined;
  deadline?: string | null;
  noteOpen: boolean;
  dispatch: Dispatch<WizardAction>;
  onToggleNote: (articleId: number) => void;
  onToggleFavorite: (article: Article) => void;
  favoritePending: boolean;
}

/** A selected line's own price (an edited order's line keeps its stored one), else the station's or article's. */
function rowPrice(article: Article, line: WizardLine | undefined): string | null {
  return line && line.unitPrice !== undefined ? line.unitPrice : article.defaultPrice;
}

export const ArticleRow = memo(function ArticleRow({
  article,
  line,
  merged,
  usual,
  suggestion,
  deadline,
  noteOpen,
  dispatch,
  onToggleNote,
  onToggleFavorite,
  favoritePending,
}: ArticleRowProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard' });
  const amountError = useAmountError();
  const formatAmount = useFormatAmount();
  const [focused, setFocused] = useState(false);
  const selected = line !== undefined;
  // An unfinished amount ("2.") is not an error while the user is still typing it.
  const invalid = selected && !focused && lineProblem(line) !== null;
  const recommended = article.recommendedQuantity;
  const noteText = line?.note.trim() ? line.note : t('article.addNote');
  const hints = [article.comment, article.note].map((text) => text.trim()).filter(Boolean);

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="li"
      aria-label={article.name}
      bg={
        merged ? 'var(--mantine-color-blue-light)' : selected ? 'var(--mantine-color-gray-light)' : undefined
      }
      style={{ listStyle: 'none' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <ActionIcon
          variant="subtle"
          color="yellow"
          size="xl"
          aria-label={t(article.isFavorite ? 'article.favoriteRemove' : 'article.favoriteAdd', {
            name: article.name,
          })}
          aria-pressed={article.isFavorite}
          onClick={() => onToggleFavorite(article)}
          loading={favoritePending}
        >
          {article.isFavorite ? <IconStarFilled size={22} /> : <IconStar size={22} />}
        </ActionIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }} pt={6}>
          <Text fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {article.name}
          </Text>
          {hints.map((hint) => (
            <Text key={hint} size="xs" c="dimmed">
              {hint}
            </Text>
          ))}
          {suggestion && line && normalizeAmount(line.amount) === suggestion.amount ? (
            <SuggestionSource suggestion={suggestion} deadline={deadline ?? null} />
          ) : null}
          <LinePrice unitPrice={rowPrice(article, line)} amount={line?.amount} />
        </Stack>
        <Box w={112} style={{ flexShrink: 0 }}>
          <AmountInput
            size="md"
            aria-label={t('article.amountFor', { name: article.name })}
            placeholder="0"
            value={line?.amount ?? ''}
            onChange={(amount) =>
              dispatch(
                amount === '' && selected
                  ? { type: 'setLineAmount', articleId: article.id, amount }
                  : { type: 'setListAmount', article: articleRef(article), amount },
              )
            }
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              // A cleared amount removes the article, once the user is done with the field
              // (docs/PRODUCT.md#wizard-articles).
              if (line?.amount === '')
                dispatch({ type: 'setListAmount', article: articleRef(article), amount: '' });
            }}
            rightSection={
              <Text size="xs" c="dimmed">
                {article.unit}
              </Text>
            }
            rightSectionWidth={44}
            error={invalid ? amountError(line.amount) : undefined}
            styles={{ input: { fontWeight: 700, fontSize: 18 } }}
          />
        </Box>
        <QuantityPicker
          articleName={article.name}
          onPick={(amount) =>
            dispatch({ type: 'setListAmount', article: articleRef(article), amount: String(amount) })
          }
        />
      </Group>
      {recommended || merged || selected ? (
        <Group gap={6} wrap="wrap" pl={50} mt={4}>
          {recommended ? (
            <Button
              size="compact-sm"
              variant="light"
              radius="xl"
              onClick={() => {
                if (isValidAmount(recommended)) {
                  dispatch({
                    type: 'setListAmount',
                    article: articleRef(article),
                    amount: formatAmount(recommended),
                  });
                }
              }}
            >
              {/* The visible text is the accessible name (axe label-content-name-mismatch); the row names the article. */}
              {t('article.recommended', { amount: formatAmount(recommended), unit: article.unit })}
            </Button>
          ) : null}
          {selected ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconNote size={16} />}
              onClick={() => onToggleNote(article.id)}
              aria-expanded={noteOpen}
              // The visible text starts the accessible name (axe label-content-name-mismatch); the article follows.
              aria-label={t('article.noteToggle', { text: noteText, name: article.name })}
              color={line.note.trim() ? SEMANTIC_COLORS.accent : 'gray'}
              maw="100%"
            >
              {noteText}
            </Button>
          ) : null}
          {selected && usual ? <OutlierMarker usual={usual} unit={article.unit} /> : null}
          {merged ? (
            <Badge size="sm" variant="filled" color={SEMANTIC_COLORS.accent}>
              {t('article.merged')}
            </Badge>
          ) : null}
        </Group>
      ) : null}
      {selected && noteOpen ? (
        <TextInput
          mt={6}
          pl={50}
          aria-label={t('article.noteFor', { name: article.name })}
          placeholder={t('article.notePlaceholder')}
          value={line.note}
          maxLength={500}
          autoFocus
          onChange={(event) =>
            dispatch({ type: 'setLineNote', articleId: article.id, note: event.currentTarget.value })
          }
          onKeyDown={(event) => {
            if (event.key === 'Enter') onToggleNote(article.id);
          }}
        />
      ) : null}
    </Paper>
  );
});
