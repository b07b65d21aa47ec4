/** SPEC §2, §5: a supplier contact added from the send step; valid with a phone, an e-mail or both. */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddContactSchema, type SupplierContact } from '@/domain/suppliers/supplier-schemas';
import { AppModal } from '@/web/components/app-modal';
import { EMPTY_PHONE, type PhoneParts, composePhone } from '@/web/components/phone';
import { PhoneInput } from '@/web/components/phone-input';
import { useAddContact } from '@/web/features/suppliers/api';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useForm } from '@/web/lib/use-form';

interface AddContactModalProps {
  opened: boolean;
  supplierId: number;
  onClose: () => void;
  onAdded: (contact: SupplierContact) => void;
}

const toInput = (values: { name: string; phone: PhoneParts; email: string }) => ({
  name: values.name,
  phone: values.phone.national.trim() ? composePhone(values.phone) : '',
  email: values.email,
});

export function AddContactModal({ opened, supplierId, onClose, onAdded }: AddContactModalProps) {
  const { t } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const form = useForm(AddContactSchema, { name: '', phone: EMPTY_PHONE, email: '' }, { toInput });
  const addContact = useAddContact();

  const submit = async () => {
    form.touchAll();
    if (!form.data) return;
    try {
      const contact = await addContact.mutateAsync({ supplierId, body: form.data });
      notifySuccessText(t('contact.added'));
      onAdded(contact);
      form.setValues({ name: '', phone: EMPTY_PHONE, email: '' });
      onClose();
    } catch (error) {
      form.setServerErrors({ name: errorCodeOf(error) });
    }
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('contact.addTitle')}>
      <Stack>
        <TextInput label={t('contact.name')} required {...form.textInput('name')} />
        <PhoneInput
          label={t('contact.phone')}
          value={form.values.phone}
          onChange={(phone) => form.setValue('phone', phone)}
          onBlur={() => form.touch('phone')}
          error={form.error('phone')}
        />
        <TextInput label={t('contact.email')} type="email" inputMode="email" {...form.textInput('email')} />
        <Text size="sm" c="dimmed">
          {t('contact.rule')}
        </Text>
        {addContact.error ? (
          <Text size="sm" c="red">
            {tMain(errorKey(errorCodeOf(addContact.error)))}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tMain('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={addContact.isPending} disabled={!form.isValid}>
            {tMain('common.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
