/**
 * The fields a standing order is planned with (docs/decisions/0030-standing-orders.md): the contact, the weekdays, the
 * time (the venue's) and e-mail sending, which only a contact with an e-mail address allows.
 */
import { Checkbox, Chip, Group, Select, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { SupplierContact } from '@/domain/suppliers/suppliers.schemas';

export interface RhythmValues {
  supplierContactId: number | null;
  weekdays: number[];
  time: string;
  autoSendEmail: boolean;
}

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export function rhythmValid(values: RhythmValues, contacts: readonly SupplierContact[]): boolean {
  const contact = contacts.find((candidate) => candidate.id === values.supplierContactId);
  return (
    contact !== undefined &&
    values.weekdays.length > 0 &&
    /^([01]\d|2[0-3]):[0-5]\d$/.test(values.time) &&
    (!values.autoSendEmail || contact.email.trim() !== '')
  );
}

export function RhythmFields({
  values,
  contacts,
  onChange,
}: {
  values: RhythmValues;
  contacts: readonly SupplierContact[];
  onChange: (values: RhythmValues) => void;
}) {
  const { t } = useTranslation('standing-orders', { keyPrefix: 'form' });
  const contact = contacts.find((candidate) => candidate.id === values.supplierContactId);
  const hasEmail = (contact?.email.trim() ?? '') !== '';
  return (
    <Stack gap="md">
      <Select
        label={t('contact')}
        data={contacts.map((candidate) => ({
          value: String(candidate.id),
          label: candidate.email ? `${candidate.name} (${candidate.email})` : candidate.name,
        }))}
        value={values.supplierContactId === null ? null : String(values.supplierContactId)}
        onChange={(value) => {
          const next = contacts.find((candidate) => String(candidate.id) === value);
          onChange({
            ...values,
            supplierContactId: next?.id ?? null,
            autoSendEmail: values.autoSendEmail && (next?.email.trim() ?? '') !== '',
          });
        }}
        allowDeselect={false}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="standing-weekdays">
          {t('weekdays')}
        </Text>
        <Chip.Group
          multiple
          value={values.weekdays.map(String)}
          onChange={(days) => onChange({ ...values, weekdays: days.map(Number).sort((a, b) => a - b) })}
        >
          <Group gap={6} role="group" aria-labelledby="standing-weekdays">
            {WEEKDAYS.map((day) => (
              <Chip key={day} value={String(day)} size="md" className="tap-target">
                {t(`days.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <TimeInput
        label={t('time')}
        description={t('timeHint')}
        value={values.time}
        onChange={(event) => onChange({ ...values, time: event.currentTarget.value })}
      />
      <Checkbox
        label={t('autoSendEmail')}
        description={hasEmail ? t('autoSendEmailHint') : t('autoSendEmailNeedsAddress')}
        checked={values.autoSendEmail}
        disabled={!hasEmail}
        onChange={(event) => onChange({ ...values, autoSendEmail: event.currentTarget.checked })}
      />
    </Stack>
  );
}
