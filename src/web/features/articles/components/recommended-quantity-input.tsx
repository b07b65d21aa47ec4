/**
 * Recommended quantity (admin; docs/PRODUCT.md#recommended-quantity): the amount character rules, saved 700 ms after
 * typing stops (not while the text ends with a dot), empty saves 0 (cleared), and a snackbar when saved.
 */
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBOUNCE } from '@/domain/shared/timing';
import { AmountInput } from '@/web/components/amount-input';
import { notifyErrorText, notifySuccessText } from '@/web/lib/notify';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import { useArticleSetting } from '../api';

interface RecommendedQuantityInputProps {
  stationId: number;
  articleId: number;
  value: string | null;
  custom?: boolean;
  /** The article's unit, shown inside the field's end. */
  unit: string;
  /** Cards show a short visible label; the table's column header names the field. */
  labelled?: boolean;
}

export function RecommendedQuantityInput({
  stationId,
  articleId,
  value,
  custom = false,
  unit,
  labelled = false,
}: RecommendedQuantityInputProps) {
  const { t } = useTranslation('articles', { keyPrefix: 'page' });
  const { t: tMain } = useTranslation();
  const formatAmount = useFormatAmount();
  // Shown as the reader writes it ("1,5" in Serbian); the field and the server read a comma or a dot alike.
  const [text, setText] = useState(() => (value ? formatAmount(value) : ''));
  const saved = useRef(text);
  const setting = useArticleSetting(custom);
  const { mutate } = setting;

  useEffect(() => {
    if (text === saved.current || /[.,]$/.test(text)) return;
    const timer = setTimeout(() => {
      saved.current = text;
      mutate(
        { departmentId: stationId, articleId, recommendedQuantity: text === '' ? '0' : text },
        {
          onSuccess: () => notifySuccessText(t('quantitySaved')),
          onError: () => notifyErrorText(tMain('errors.invalidAmount')),
        },
      );
    }, DEBOUNCE.recommendedQuantity);
    return () => clearTimeout(timer);
  }, [text, stationId, articleId, mutate, t, tMain]);

  return (
    <AmountInput
      label={labelled ? t('recommendedQuantity') : undefined}
      aria-label={labelled ? undefined : t('recommendedQuantity')}
      size="xs"
      w={labelled ? 150 : 110}
      rightSection={
        <Text size="xs" c="dimmed">
          {unit}
        </Text>
      }
      rightSectionWidth={44}
      rightSectionPointerEvents="none"
      value={text}
      onChange={setText}
      placeholder="0"
    />
  );
}
