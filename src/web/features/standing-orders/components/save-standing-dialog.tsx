/**
 * "Save as standing order" (docs/decisions/0030-standing-orders.md): from an order (draft or sent) its station,
 * supplier and lines are kept; the person chooses the contact, the weekdays, the time and e-mail sending.
 */
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/web/components/app-modal';
import { FormActions } from '@/web/components/form-actions';
import { RequestError } from '@/web/components/request-error';
import { useSupplierContacts } from '@/web/features/suppliers/api';
import { notifySuccessText } from '@/web/lib/notify';
import { useCreateStandingOrder } from '../api';
import { RhythmFields, type RhythmValues, rhythmValid } from './rhythm-fields';

export interface StandingSource {
  orderId: number;
  supplierId: number;
  supplierName: string;
  venueId: number;
  supplierContactId: number | null;
}

export function SaveStandingDialog({
  source,
  opened,
  onClose,
}: {
  source: StandingSource;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('standing-orders', { keyPrefix: 'save' });
  const contacts = useSupplierContacts(opened ? source.supplierId : null, source.venueId).data ?? [];
  const [values, setValues] = useState<RhythmValues>({
    supplierContactId: source.supplierContactId,
    weekdays: [],
    time: '08:00',
    autoSendEmail: false,
  });
  const create = useCreateStandingOrder();
  const chosen = { ...values, supplierContactId: values.supplierContactId ?? contacts[0]?.id ?? null };
  const submit = () => {
    if (chosen.supplierContactId === null) return;
    create.mutate(
      { ...chosen, supplierContactId: chosen.supplierContactId, orderId: source.orderId },
      {
        onSuccess: () => {
          notifySuccessText(t('saved'));
          onClose();
        },
      },
    );
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('title')}>
      <Stack gap="md">
        <Text size="sm">{t('intro', { supplier: source.supplierName })}</Text>
        <RhythmFields values={chosen} contacts={contacts} onChange={setValues} />
        <RequestError error={create.error} />
        <FormActions
          onCancel={onClose}
          onSubmit={submit}
          pending={create.isPending}
          valid={rhythmValid(chosen, contacts)}
          submitLabel={t('submit')}
        />
      </Stack>
    </AppModal>
  );
}
