/**
 * Changing a standing order (docs/decisions/0030-standing-orders.md): its lines (amounts in the reader's way, a line
 * removed, an article of the supplier added), contact, weekdays, time, e-mail sending, and the dates on which nothing
 * is prepared (public holidays). One change saves it all; the lines replace the whole set.
 */
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@/domain/shared/date-format';
import { checkStandingLines } from '@/domain/standing-orders/standing-lines';
import type {
  StandingOrder,
  UpdateStandingOrderInput,
} from '@/domain/standing-orders/standing-orders.schemas';
import { AppModal } from '@/web/components/app-modal';
import { FormActions } from '@/web/components/form-actions';
import { RequestError } from '@/web/components/request-error';
import { useCurrentUser } from '@/web/lib/current-user';
import { useSupplierContacts } from '@/web/features/suppliers/api';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import { useUpdateStandingOrder } from '../api';
import { RhythmFields, type RhythmValues, rhythmValid } from './rhythm-fields';
import { type EditableLine, StandingLinesField } from './standing-lines-field';

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
  const formatAmount = useFormatAmount();
  // Amounts are edited as the reader writes them ("2,5" in Serbian) and sent in the wire form.
  const [lines, setLines] = useState<EditableLine[]>(() =>
    standing.lines.map((line) => ({ ...line, amount: formatAmount(line.amount) })),
  );
  const checked = checkStandingLines(lines);
  const [skipped, setSkipped] = useState<string[]>(standing.skippedDates);
  const [newDate, setNewDate] = useState('');
  const update = useUpdateStandingOrder();
  const addDate = () => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(newDate) && !skipped.includes(newDate)) {
      setSkipped([...skipped, newDate].sort());
    }
    setNewDate('');
  };
  const submit = () => {
    if (!checked.ok) return;
    const body: UpdateStandingOrderInput = {
      ...values,
      supplierContactId: values.supplierContactId ?? standing.contact.id,
      skippedDates: skipped,
      lines: checked.lines,
    };
    update.mutate({ id: standing.id, body }, { onSuccess: onClose });
  };
  return (
    <AppModal opened onClose={onClose} title={t('title', { supplier: standing.supplier.name })}>
      <Stack gap="md">
        <StandingLinesField
          supplierId={standing.supplier.id}
          stationId={standing.station.id}
          lines={lines}
          onChange={setLines}
        />
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
          valid={checked.ok && rhythmValid(values, contacts)}
        />
      </Stack>
    </AppModal>
  );
}
