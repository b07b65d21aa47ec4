/**
 * The order wizard's date step follows the supplier's ordering schedule (domain/suppliers/ordering-schedule):
 * days the supplier does not deliver are greyed out, an order after the cut-off for the chosen date gets a warning
 * (not a block), and a new order's date defaults to the next delivery day the cut-off still allows
 * (docs/PRODUCT.md#ordering-schedules). Lives here so the wizard only wires it in.
 */
import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { venueToday } from '@/domain/shared/dates';
import {
  defaultDeliveryDate,
  isDeliveryDay,
  missesCutoff,
  type SupplierNote,
  venueTime,
} from '@/domain/suppliers/ordering-schedule';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useCurrentUser } from '@/web/lib/current-user';
import { useSupplierNote } from '../api';

interface DeliveryScheduleOptions {
  supplierId: number | null;
  deadline: string | null;
  /** A new order whose date the user has not picked: the schedule may choose it. */
  mayChooseDate: boolean;
  onDefaultDate: (date: string) => void;
}

interface DeliverySchedule {
  schedule: SupplierNote | null;
  /** For the date picker: the supplier does not deliver that day. */
  excludeDate: (date: string) => boolean;
}

export function useDeliverySchedule(options: DeliveryScheduleOptions): DeliverySchedule {
  const { supplierId, mayChooseDate, onDefaultDate } = options;
  const { user } = useCurrentUser();
  const note = useSupplierNote(supplierId, user?.venue?.id ?? null);
  const schedule = note.data?.note ?? null;
  // The default is applied once per supplier chosen here, when its schedule arrives; a supplier already there when
  // the step opens (a restored draft) keeps the date it came with.
  const appliedFor = useRef<number | null>(supplierId);
  useEffect(() => {
    if (!mayChooseDate || supplierId === null || !note.isSuccess || appliedFor.current === supplierId) return;
    appliedFor.current = supplierId;
    if (!schedule) return;
    const now = new Date();
    onDefaultDate(defaultDeliveryDate(schedule, { today: venueToday(now), time: venueTime(now) }));
  }, [mayChooseDate, supplierId, note.isSuccess, schedule, onDefaultDate]);
  return { schedule, excludeDate: (date) => !isDeliveryDay(schedule, date) };
}

/** The cut-off warning under the date: the order can still be made, it just misses that delivery. */
export function DeliveryCutoffWarning({
  schedule,
  deadline,
}: {
  schedule: SupplierNote | null;
  deadline: string | null;
}) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'schedule' });
  if (!schedule || deadline === null) return null;
  const now = new Date();
  const late = missesCutoff(schedule, deadline, { today: venueToday(now), time: venueTime(now) });
  const notDeliveryDay = !isDeliveryDay(schedule, deadline);
  if (!late && !notDeliveryDay) return null;
  return (
    <Alert color={SEMANTIC_COLORS.warning} icon={<IconClockExclamation />} role="status">
      {notDeliveryDay ? t('notDeliveryDay') : t('missesCutoff', { time: schedule.timeToOrder })}
    </Alert>
  );
}
