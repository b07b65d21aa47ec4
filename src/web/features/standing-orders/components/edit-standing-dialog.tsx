/**
 * Changing a standing order (docs/decisions/0030-standing-orders.md): contact, weekdays, time, e-mail sending, and the
 * dates on which nothing is prepared (public holidays).
 */
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@/domain/shared/date-format';
import type { StandingOrder } from '@/domain/standing-orders/standing-orders.schemas';
import { AppModal } from '@/web/components/app-modal';
import { FormActions } from '@/web/components/form-actions';
import { RequestError } from '@/web/components/request-error';
import { useCurrentUser } from '@/web/lib/current-user';
import { useSupplierContacts } from '@/web/features/suppliers/api';
import { useUpdateStandingOrder } from '../api';
import { RhythmFields, type RhythmValues, rhythmValid } from './rhythm-fields';

/** The body of a change: the standing order as it is, with `changes` applied. */
export function standingBody(
  standing: StandingOrder,
  changes: Partial<RhythmValues & { paused: boolean; skippedDates: string[] }> = {},
) {
  return {
    supplierContactId: changes.supplierContactId ?? standing.contact.id,
    weekdays: changes.weekdays ?? standing.weekdays,
    time: changes.time ?? standing.time,
    autoSendEmail: changes.autoSendEmail ?? standing.autoSendEmail,
    paused: changes.paused ?? standing.paused,
    skippedDates: changes.skippedDates ?? standing.skippedDates,
    lines: standing.lines.map((line) => ({ articleId: line.articleId, amount: line.amount })),
  };
}

export function EditStandingDialog({ standing, onClose }: { standing: StandingOrder; onClose: () => void }) {
  const { t } = useTranslation('standing-orders', { keyPrefix: 'edit' });
  const venueId = useCurrentUser().user?.venue?.id ?? null;
  const contacts = useSupplierContacts(standing.supplier.id, venueId).data ?? [];
  const [values, setValues] = useState<RhythmValues>({
    supplierContactId: standing.contact.id,
    weekdays: standing.weekdays,
    time: standing.time,
    autoSendEmail: standing.autoSendEmail,
  });
  const [skipped, setSkipped] = useState<string[]>(standing.skippedDates);
  const [newDate, setNewDate] = useState('');
  const update = useUpdateStandingOrder();
  const addDate = () => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(newDate) && !skipped.includes(newDate)) {
      setSkipped([...skipped, newDate].sort());
    }
    setNewDate('');
  };
  const submit = () =>
    update.mutate(
      {
        id: standing.id,
        body: standingBody(standing, {
          ...values,
          supplierContactId: values.supplierContactId ?? standing.contact.id,
          skippedDates: skipped,
        }),
      },
      { onSuccess: onClose },
    );
  return (
    <AppModal opened onClose={onClose} title={t('title', { supplier: standing.supplier.name })}>
      <Stack gap="md">
        <RhythmFields values={values} contacts={contacts} onChange={setValues} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('skipped')}
          </Text>
          {skipped.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('noSkipped')}
            </Text>
          )}
          {skipped.map((date) => (
            <Group key={date} justify="space-between">
              <Text>{formatDisplayDate(date)}</Text>
              <ActionIcon
                variant="subtle"
                size={44}
                aria-label={t('removeSkipped', { date: formatDisplayDate(date) })}
                onClick={() => setSkipped(skipped.filter((candidate) => candidate !== date))}
              >
                <IconX size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              type="date"
              label={t('skipDate')}
              value={newDate}
              onChange={(event) => setNewDate(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button variant="light" onClick={addDate} disabled={!newDate}>
              {t('addSkipped')}
            </Button>
          </Group>
        </Stack>
        <RequestError error={update.error} />
        <FormActions
          onCancel={onClose}
          onSubmit={submit}
          pending={update.isPending}
          valid={rhythmValid(values, contacts)}
        />
      </Stack>
    </AppModal>
  );
}
