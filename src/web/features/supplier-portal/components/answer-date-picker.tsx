/**
 * The answer's date picker (the app's styled picker, past days disabled), in a chunk of its own: the date library,
 * the popover and their sheets are a third of the supplier page's JavaScript, and the order is read before a date is
 * picked (docs/perf/lighthouse.md#supplier-page). answer-date-field.tsx shows the same field until it arrives.
 */
// The app's styled calendar (the order wizard's date step); without its sheet the picker renders unstyled.
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@/web/lib/dates';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import type { AnswerDateFieldProps } from './answer-date-field';

export default function AnswerDatePicker({
  value,
  minDate,
  error,
  onChange,
  openOnMount = false,
}: AnswerDateFieldProps & { openOnMount?: boolean }) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'answer' });
  const mobile = useIsMobile();
  const field = useRef<HTMLButtonElement>(null);
  // The field was tapped while this chunk was on its way (answer-date-field.tsx): open as that tap meant.
  useEffect(() => {
    if (openOnMount) field.current?.click();
    // Only on arrival: a later change of the flag is no tap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DatePickerInput
      ref={field}
      size="md"
      label={t('dateLabel')}
      value={value}
      onChange={onChange}
      minDate={minDate}
      // Days of the next and previous month are drawn at half opacity, below AA contrast (axe color-contrast).
      hideOutsideDates
      valueFormat={DATE_FORMAT}
      leftSection={<IconCalendar size={18} />}
      dropdownType={mobile ? 'modal' : 'popover'}
      modalProps={{ title: t('dateLabel') }}
      ariaLabels={{ nextMonth: t('nextMonth'), previousMonth: t('previousMonth') }}
      required
      error={error}
    />
  );
}
