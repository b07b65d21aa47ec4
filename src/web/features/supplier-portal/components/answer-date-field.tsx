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

const loadPicker = () => import('./answer-date-picker');
type PickerModule = Awaited<ReturnType<typeof loadPicker>>;
let loadedPicker: PickerModule | undefined;

/**
 * Loads the picker ahead: the server-drawn supplier page (decision 0039) calls it before hydrating, so the picker is
 * adopted with the page, not a moment later, when React would drop a tap on its part not hydrated yet.
 */
export function preloadAnswerDatePicker(): Promise<void> {
  return loadPicker().then((module) => {
    loadedPicker = module;
  });
}

// Once loaded, handed over by a thenable that calls back at once: React reads it synchronously and that render does
// not suspend (lazy's types ask for a Promise; React only calls `then`).
const AnswerDatePicker = lazy(() => {
  const module = loadedPicker;
  if (!module) return loadPicker();
  const now = { then: (resolve: (value: PickerModule) => void) => resolve(module) };
  return now as unknown as Promise<PickerModule>;
});

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
