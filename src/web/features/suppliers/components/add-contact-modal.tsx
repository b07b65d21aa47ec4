/**
 * A supplier contact added from the send step; valid with a phone, an e-mail or both (docs/PRODUCT.md#contacts,
 * #send-channels).
 */
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddContactSchema, type SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import { AppModal } from '@/web/components/app-modal';
import { FormActions } from '@/web/components/form-actions';
import { EMPTY_PHONE } from '@/web/components/phone';
import { PhoneInput } from '@/web/components/phone-input';
import { RequestError } from '@/web/components/request-error';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useAddContact } from '../api';
import { type ContactValues, contactInput } from './contact-values';

interface AddContactModalProps {
  opened: boolean;
  supplierId: number;
  onClose: () => void;
  onAdded: (contact: SupplierContact) => void;
}

export function AddContactModal({ opened, supplierId, onClose, onAdded }: AddContactModalProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'contact' });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('addTitle')}>
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {opened && <AddContactForm supplierId={supplierId} onClose={onClose} onAdded={onAdded} />}
    </AppModal>
  );
}

function AddContactForm({ supplierId, onClose, onAdded }: Omit<AddContactModalProps, 'opened'>) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'contact' });
  const form = useSchemaForm(AddContactSchema, {
    initialValues: { name: '', phone: EMPTY_PHONE, email: '' } as ContactValues,
    toInput: contactInput,
  });
  const addContact = useAddContact();

  const submit = form.onSubmit(async (body) => {
    try {
      const contact = await addContact.mutateAsync({ supplierId, body });
      notifySuccessText(t('added'));
      onAdded(contact);
      onClose();
    } catch (error) {
      form.setServerErrors({ name: errorCodeOf(error) });
    }
  });

  return (
    <Stack>
      <TextInput label={t('name')} required {...form.getInputProps('name')} />
      <PhoneInput label={t('phone')} value={form.values.phone} {...form.getInputProps('phone')} />
      <TextInput label={t('email')} type="email" inputMode="email" {...form.getInputProps('email')} />
      <Text size="sm" c="dimmed">
        {t('rule')}
      </Text>
      <RequestError error={addContact.error} />
      <FormActions onCancel={onClose} onSubmit={submit} pending={addContact.isPending} valid={form.valid} />
    </Stack>
  );
}
