/**
 * The venue's ordering schedule with a supplier (delivery weekdays, order cut-off, delivery
 * time, note) (docs/PRODUCT.md#data-ordering-schedule, #roles, #ordering-schedules). PRO only: the page disables the
 * button on other plans; the server refuses them too.
 */
import { Chip, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import '@mantine/dates/styles.css';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { nextPriceInput, priceInputText } from '@/domain/prices/money';
import {
  SupplierNoteInputSchema,
  type SupplierNote,
  WEEKDAY_IDS,
} from '@/domain/suppliers/ordering-schedule';
import type { SupplierDetail } from '@/domain/suppliers/supplier-admin.schemas';
import { AppModal } from '@/web/components/app-modal';
import { ErrorState } from '@/web/components/error-state';
import { FormActions } from '@/web/components/form-actions';
import { PageLoader } from '@/web/components/page-loader';
import { RequestError } from '@/web/components/request-error';
import { notifySuccessText } from '@/web/lib/notify';
import { useAppLanguage } from '@/web/i18n/i18n';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useSaveSupplierNote, useSupplierNote } from '../api';

interface SupplierNotesModalProps {
  supplier: SupplierDetail | null;
  venueId: number;
  onClose: () => void;
}

export function SupplierNotesModal({ supplier, venueId, onClose }: SupplierNotesModalProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'notes' });
  const note = useSupplierNote(supplier?.id ?? null, venueId);
  return (
    <AppModal opened={supplier !== null} onClose={onClose} title={t('title', { name: supplier?.name ?? '' })}>
      {supplier &&
        (note.isPending ? (
          <PageLoader />
        ) : note.isError ? (
          <ErrorState error={note.error} onRetry={() => note.refetch()} />
        ) : (
          <NotesForm supplierId={supplier.id} note={note.data.note} onClose={onClose} />
        ))}
    </AppModal>
  );
}

interface NotesFormProps {
  supplierId: number;
  note: SupplierNote | null;
  onClose: () => void;
}

function NotesForm({ supplierId, note, onClose }: NotesFormProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'notes' });
  const save = useSaveSupplierNote();
  const language = useAppLanguage();
  const form = useSchemaForm(SupplierNoteInputSchema, {
    initialValues: {
      timeToOrder: note?.timeToOrder ?? '00:00',
      timeToDeliver: note?.timeToDeliver ?? '00:00',
      daysInWeek: (note?.daysInWeek ?? []).map(String),
      note: note?.note ?? '',
      minimumOrderValue: priceInputText(note?.minimumOrderValue, language),
    },
    toInput: (values) => ({
      ...values,
      timeToOrder: values.timeToOrder || '00:00',
      timeToDeliver: values.timeToDeliver || '00:00',
      daysInWeek: values.daysInWeek.map(Number),
    }),
  });
  const submit = form.onSubmit(async (body) => {
    await save.mutateAsync({ supplierId, body }).then(
      () => {
        notifySuccessText(t('saved'));
        onClose();
      },
      () => undefined,
    );
  });
  return (
    <Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('days')}
        </Text>
        <Chip.Group multiple {...form.getInputProps('daysInWeek')}>
          <Group gap={6}>
            {WEEKDAY_IDS.map((day) => (
              <Chip key={day} value={String(day)} size="sm">
                {t(`weekdays.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Group grow>
        <TimeInput
          label={t('timeToOrder')}
          description={t('timeToOrderHint')}
          {...form.getInputProps('timeToOrder')}
        />
        <TimeInput label={t('timeToDeliver')} {...form.getInputProps('timeToDeliver')} />
      </Group>
      {/* The preview warns below it (docs/decisions/0025-order-guards.md). */}
      <TextInput
        label={t('minimumOrderValue')}
        description={t('minimumOrderValueHint')}
        inputMode="decimal"
        {...form.getInputProps('minimumOrderValue')}
        onChange={(event) =>
          form.setFieldValue(
            'minimumOrderValue',
            nextPriceInput(form.values.minimumOrderValue, event.currentTarget.value),
          )
        }
      />
      <Textarea label={t('note')} autosize minRows={2} {...form.getInputProps('note')} />
      <RequestError error={save.error} />
      <FormActions onCancel={onClose} onSubmit={submit} pending={save.isPending} valid={form.valid} />
    </Stack>
  );
}
