/**
 * A delivery date for repeating an order or moving an overdue one (docs/PRODUCT.md#repeat, #dates): today or later,
 * tomorrow by default, and picking today asks for a second thought ("that is fine") before it counts.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultDeadline, isAllowedDeadline } from '@/domain/orders/deadline';
import { venueToday } from '@/domain/shared/dates';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { DATE_FORMAT } from '@/web/lib/dates';
import { useIsMobile } from '@/web/lib/use-is-mobile';

interface DeadlineState {
  today: string;
  value: string | null;
  setValue: (value: string | null) => void;
  /** Today was picked and not yet confirmed. */
  sameDayPending: boolean;
  acceptSameDay: () => void;
  /** A date the server accepts, with today confirmed. */
  valid: boolean;
}

export function useDeadline(now: () => Date = () => new Date()): DeadlineState {
  const [today] = useState(() => venueToday(now()));
  const [value, setValue] = useState<string | null>(() => defaultDeadline(today));
  const [sameDayAccepted, setSameDayAccepted] = useState(false);
  const sameDayPending = value === today && !sameDayAccepted;
  return {
    today,
    value,
    setValue: (next) => {
      setValue(next);
      setSameDayAccepted(false);
    },
    sameDayPending,
    acceptSameDay: () => setSameDayAccepted(true),
    valid: value !== null && isAllowedDeadline(value, today) && !sameDayPending,
  };
}

export function DeadlineField({ state, label }: { state: DeadlineState; label: string }) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const mobile = useIsMobile();
  return (
    <Stack gap="xs">
      <DatePickerInput
        // The size of the app's other inputs (theme: 16 px stops phones zooming in).
        size="md"
        label={label}
        value={state.value}
        onChange={state.setValue}
        minDate={state.today}
        valueFormat={DATE_FORMAT}
        leftSection={<IconCalendar size={18} />}
        dropdownType={mobile ? 'modal' : 'popover'}
        required
        error={state.value === null ? t('date.required') : undefined}
      />
      {state.sameDayPending ? (
        <Alert color={SEMANTIC_COLORS.warning} title={t('date.sameDayTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('date.sameDay')}</Text>
            <Button size="xs" variant="light" color={SEMANTIC_COLORS.warning} onClick={state.acceptSameDay}>
              {t('date.sameDayOk')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
