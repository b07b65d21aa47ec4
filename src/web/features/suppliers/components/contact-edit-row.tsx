/** One contact in editing (contact row states: docs/PRODUCT.md#contacts): the add-contact rules, saved in place. */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddContactSchema, type SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import { splitPhone } from '@/web/components/phone';
import { PhoneInput } from '@/web/components/phone-input';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useEditContact } from '../api';
import { type ContactValues, contactInput } from './contact-values';

export function ContactEditRow({ contact, onDone }: { contact: SupplierContact; onDone: () => void }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'contact' });
  const { t: tContacts } = useTranslation('suppliers', { keyPrefix: 'contacts' });
  const { t: tMain } = useTranslation();
  const edit = useEditContact();
  const form = useSchemaForm(AddContactSchema, {
    initialValues: {
      name: contact.name,
      phone: splitPhone(contact.phone),
      email: contact.email,
    } as ContactValues,
    toInput: contactInput,
  });
  const submit = form.onSubmit(async (body) => {
    try {
      await edit.mutateAsync({ id: contact.id, body });
      notifySuccessText(tContacts('updated'));
      onDone();
    } catch (error) {
      form.setServerErrors({ name: errorCodeOf(error) });
    }
  });
  return (
    <Stack gap="xs" p="sm" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 8 }}>
      <TextInput label={t('name')} required {...form.getInputProps('name')} />
      <PhoneInput label={t('phone')} value={form.values.phone} {...form.getInputProps('phone')} />
      <TextInput label={t('email')} type="email" {...form.getInputProps('email')} />
      <Group justify="flex-end">
        <Button size="xs" variant="default" onClick={onDone}>
          {tMain('common.cancel')}
        </Button>
        <Button size="xs" onClick={() => submit()} loading={edit.isPending} disabled={!form.valid}>
          {tMain('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
