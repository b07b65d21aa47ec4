/**
 * The answer's delivery date: the picker in its own chunk (answer-date-picker.tsx), and until it arrives the same
 * field drawn without it, so the order paints first and nothing moves when the picker replaces it.
 */
import { Box, InputBase } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/web/lib/dates';

export interface AnswerDateFieldProps {
  /** YYYY-MM-DD, or null when cleared. */
  value: string | null;
  minDate: string;
  error: string | undefined;
  onChange: (value: string | null) => void;
}

const AnswerDatePicker = lazy(() => import('./answer-date-picker'));

function DateFieldPlaceholder({ value, error }: Pick<AnswerDateFieldProps, 'value' | 'error'>) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'answer' });
  return (
    <InputBase
      component="button"
      type="button"
      size="md"
      label={t('dateLabel')}
      required
      error={error}
      // The picker's calendar icon takes this place once it is loaded.
      leftSection={<Box w={18} h={18} />}
      aria-busy
    >
      {value === null ? null : formatDate(value)}
    </InputBase>
  );
}

export function AnswerDateField(props: AnswerDateFieldProps) {
  return (
    <Suspense fallback={<DateFieldPlaceholder value={props.value} error={props.error} />}>
      <AnswerDatePicker {...props} />
    </Suspense>
  );
}
