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
import { errorKey } from '@/web/i18n/i18n';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useDuplicateName } from '@/web/lib/use-duplicate-name';
import { useCreateSupplier, useSupplierNames } from '../api';

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
  const { t: tMain } = useTranslation();
  const createSupplier = useCreateSupplier();
  const form = useSchemaForm(CreateSupplierSchema, {
    initialValues: { name: '', pib: '', departmentId: stationId },
  });

  const duplicate = useDuplicateName(form.values.name, undefined, useSupplierNames());
  const nameProps = form.getInputProps('name');

  const submit = form.onSubmit(async (input) => {
    if (duplicate) return;
    try {
      onCreated(await createSupplier.mutateAsync(input));
    } catch (error) {
      const code = errorCodeOf(error);
      form.setServerErrors(code === 'sameSupplierPib' ? { pib: code } : { name: code });
    }
  });

  return (
    <Stack>
      <TextInput
        label={t('name')}
        required
        data-autofocus
        {...nameProps}
        error={duplicate ? tMain(errorKey('sameSupplier')) : nameProps.error}
      />
      <TextInput label={t('pib')} description={t('pibHint')} {...form.getInputProps('pib')} />
      <FormActions
        onCancel={onCancel}
        onSubmit={submit}
        pending={createSupplier.isPending}
        valid={form.valid && !duplicate}
        submitLabel={t('submit')}
      />
    </Stack>
  );
}
