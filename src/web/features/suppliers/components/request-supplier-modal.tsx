/**
 * Ask the super admins to add a supplier to the catalogue (name, optional pib, a contact)
 * (docs/PRODUCT.md#request-supplier, #api-suppliers).
 */
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestSupplierSchema } from '@/domain/suppliers/supplier-admin.schemas';
import { RequestForm, RequestModal, sendRequest } from '@/web/components/request-modal';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useRequestSupplier } from '../api';

export function RequestSupplierModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'request' });
  return (
    <RequestModal opened={opened} onClose={onClose} title={t('title')}>
      <RequestSupplierForm onClose={onClose} />
    </RequestModal>
  );
}

function RequestSupplierForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'request' });
  const request = useRequestSupplier();
  const form = useSchemaForm(RequestSupplierSchema, { initialValues: { name: '', pib: '', contact: '' } });
  const submit = form.onSubmit((body) => void sendRequest(request.mutateAsync, body, t('sent'), onClose));
  return (
    <RequestForm
      intro={t('intro')}
      request={request}
      valid={form.valid}
      submitLabel={t('submit')}
      onSubmit={() => submit()}
      onClose={onClose}
    >
      <TextInput label={t('name')} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t('pib')} {...form.getInputProps('pib')} />
      <TextInput label={t('contact')} required {...form.getInputProps('contact')} />
    </RequestForm>
  );
}
