/**
 * Where a suggested amount comes from, in small text under the article (docs/decisions/0032-suggested-amounts.md):
 * "Recommended 10 − in stock 4" or "Average on Tuesdays (3 of 6 weeks)". Shown while the amount is still the
 * suggested one: an amount the user changed is theirs.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HISTORY_WEEKS } from '@/domain/suggestions/suggested-amounts';
import type { Suggestion } from '@/domain/suggestions/suggestions.schemas';
import { useFormatAmount } from '@/web/lib/use-format-amount';

/** 0 Sunday … 6 Saturday of a calendar date (a date has no time zone). */
function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}

export function SuggestionSource({
  suggestion,
  deadline,
}: {
  suggestion: Suggestion;
  deadline: string | null;
}) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard.suggest' });
  const formatAmount = useFormatAmount();
  const text =
    suggestion.source === 'count'
      ? t('fromCount', {
          par: formatAmount(suggestion.par),
          counted: formatAmount(suggestion.counted),
          unit: suggestion.article.unit,
        })
      : t('fromHistory', {
          weekday: deadline ? t(`weekdays.${weekdayOf(deadline)}` as 'weekdays.0') : '',
          weeks: suggestion.weeks,
          of: HISTORY_WEEKS,
        });
  return (
    <Text size="xs" c="dimmed" data-testid="suggestion-source">
      {text}
    </Text>
  );
}
