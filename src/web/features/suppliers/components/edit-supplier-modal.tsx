/**
 * The edit-supplier dialog (docs/PRODUCT.md#supplier-edit) with every field of the API
 * (docs/PRODUCT.md#api-suppliers) and its rules (docs/PRODUCT.md#input-rules).
 */
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { editSupplierSchemaKeeping, type SupplierDetail } from '@/domain/suppliers/supplier-admin.schemas';
import { AppModal } from '@/web/components/app-modal';
import { FormActions } from '@/web/components/form-actions';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { errorKey } from '@/web/i18n/i18n';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useDuplicateName } from '@/web/lib/use-duplicate-name';
import { useEditSupplier, useSupplierNames } from '../api';

interface EditSupplierModalProps {
  supplier: SupplierDetail | null;
  onClose: () => void;
}

export function EditSupplierModal({ supplier, onClose }: EditSupplierModalProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'edit' });
  return (
    <AppModal opened={supplier !== null} onClose={onClose} title={t('title')}>
      {supplier && <EditSupplierForm supplier={supplier} onClose={onClose} />}
    </AppModal>
  );
}

const TEXT_FIELDS = ['address', 'postNumber', 'city', 'phone', 'bankAccountNumber'] as const;

function EditSupplierForm({ supplier, onClose }: { supplier: SupplierDetail; onClose: () => void }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'edit' });
  const { t: tMain } = useTranslation();
  const editSupplier = useEditSupplier();
  // The PIB rule, keeping a tax id stored before it (decision 0019).
  const schema = useMemo(() => editSupplierSchemaKeeping(supplier), [supplier]);
  const form = useSchemaForm(schema, {
    initialValues: {
      name: supplier.name,
      pib: supplier.pib ?? '',
      registrationNumber: supplier.registrationNumber ?? '',
      address: supplier.address,
      postNumber: supplier.postNumber,
      city: supplier.city,
      email: supplier.email,
      phone: supplier.phone,
      bankAccountNumber: supplier.bankAccountNumber,
      isRestaurant: supplier.isRestaurant,
    },
  });

  const duplicate = useDuplicateName(form.values.name, supplier.name, useSupplierNames());
  const nameProps = form.getInputProps('name');

  const submit = form.onSubmit(async (body) => {
    if (duplicate) return;
    try {
      await editSupplier.mutateAsync({ id: supplier.id, body });
      notifySuccessText(t('saved'));
      onClose();
    } catch (error) {
      const code = errorCodeOf(error);
      const onPib = code === 'sameSupplierPib' || code === 'common.pibConstraint';
      form.setServerErrors(onPib ? { pib: code } : { name: code });
    }
  });

  return (
    <Stack>
      <TextInput
        label={t('fields.name')}
        required
        data-autofocus
        {...nameProps}
        error={duplicate ? tMain(errorKey('sameSupplier')) : nameProps.error}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={t('fields.pib')} {...form.getInputProps('pib')} />
        <TextInput label={t('fields.registrationNumber')} {...form.getInputProps('registrationNumber')} />
        <TextInput label={t('fields.email')} type="email" {...form.getInputProps('email')} />
        {TEXT_FIELDS.map((field) => (
          <TextInput key={field} label={t(`fields.${field}`)} {...form.getInputProps(field)} />
        ))}
      </SimpleGrid>
      <Checkbox
        label={t('fields.isRestaurant')}
        {...form.getInputProps('isRestaurant', { type: 'checkbox' })}
      />
      <FormActions
        onCancel={onClose}
        onSubmit={submit}
        pending={editSupplier.isPending}
        valid={form.valid && !duplicate}
      />
    </Stack>
  );
}
