/**
 * The answer's delivery date: the picker in its own chunk (answer-date-picker.tsx), and until it arrives the same
 * field drawn without it, so the order paints first and nothing moves when the picker replaces it. A tap on the field
 * before the picker arrives is kept: the picker opens as soon as it is there.
 */
import { Box, InputBase } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
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

function DateFieldPlaceholder({
  value,
  error,
  onTap,
}: Pick<AnswerDateFieldProps, 'value' | 'error'> & { onTap: () => void }) {
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
      onClick={onTap}
    >
      {value === null ? null : formatDate(value)}
    </InputBase>
  );
}

export function AnswerDateField(props: AnswerDateFieldProps) {
  const [tapped, setTapped] = useState(false);
  return (
    <Suspense
      fallback={
        <DateFieldPlaceholder value={props.value} error={props.error} onTap={() => setTapped(true)} />
      }
    >
      <AnswerDatePicker {...props} openOnMount={tapped} />
    </Suspense>
  );
}
