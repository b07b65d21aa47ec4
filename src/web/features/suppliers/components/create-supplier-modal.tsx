/**
 * An admin creates the venue's own supplier from the wizard's supplier dropdown; it joins the station
 * (docs/PRODUCT.md#order-wizard, #role-venue-admin).
 */
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateSupplierSchema, type SupplierSummary } from '@/domain/suppliers/suppliers.schemas';
import { AppModal } from '@/web/components/app-modal';
import { FormActions } from '@/web/components/form-actions';
import { errorCodeOf } from '@/web/lib/api-client';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useCreateSupplier } from '../api';

interface CreateSupplierModalProps {
  opened: boolean;
  stationId: number;
  onClose: () => void;
  onCreated: (supplier: SupplierSummary) => void;
}

export function CreateSupplierModal({ opened, stationId, onClose, onCreated }: CreateSupplierModalProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'create' });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('title')}>
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {opened && <CreateSupplierForm stationId={stationId} onCancel={onClose} onCreated={onCreated} />}
    </AppModal>
  );
}

interface CreateSupplierFormProps {
  stationId: number;
  onCancel: () => void;
  onCreated: (supplier: SupplierSummary) => void;
}

function CreateSupplierForm({ stationId, onCancel, onCreated }: CreateSupplierFormProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'create' });
  const createSupplier = useCreateSupplier();
  const form = useSchemaForm(CreateSupplierSchema, {
    initialValues: { name: '', pib: '', departmentId: stationId },
  });

  const submit = form.onSubmit(async (input) => {
    try {
      onCreated(await createSupplier.mutateAsync(input));
    } catch (error) {
      const code = errorCodeOf(error);
      form.setServerErrors(code === 'sameSupplierPib' ? { pib: code } : { name: code });
    }
  });

  return (
    <Stack>
      <TextInput label={t('name')} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t('pib')} description={t('pibHint')} {...form.getInputProps('pib')} />
      <FormActions
        onCancel={onCancel}
        onSubmit={submit}
        pending={createSupplier.isPending}
        valid={form.valid}
        submitLabel={t('submit')}
      />
    </Stack>
  );
}
