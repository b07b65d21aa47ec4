/** Add or edit a catalogue supplier (supplier rules, docs/PRODUCT.md#input-rules: the shared EditSupplierSchema). */
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueSupplier } from '@/domain/catalogue/catalogue.schemas';
import { editSupplierSchemaKeeping } from '@/domain/suppliers/supplier-admin.schemas';
import { AppModal } from '@/web/components/app-modal';
import { FormActions } from '@/web/components/form-actions';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useSaveCatalogueSupplier } from '../api';

/** `supplier` undefined: closed; null: a new supplier. */
export function SupplierFormModal({
  supplier,
  onClose,
}: {
  supplier: CatalogueSupplier | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'suppliers' });
  return (
    <AppModal
      opened={supplier !== undefined}
      onClose={onClose}
      title={t(supplier ? 'editSupplier' : 'addSupplier')}
    >
      {supplier !== undefined && <SupplierForm supplier={supplier} onClose={onClose} />}
    </AppModal>
  );
}

function SupplierForm({ supplier, onClose }: { supplier: CatalogueSupplier | null; onClose: () => void }) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'suppliers' });
  const save = useSaveCatalogueSupplier();
  // The PIB rule, keeping a tax id stored before it (decision 0019).
  const schema = useMemo(() => editSupplierSchemaKeeping(supplier), [supplier]);
  const form = useSchemaForm(schema, {
    initialValues: {
      name: supplier?.name ?? '',
      pib: supplier?.pib ?? '',
      registrationNumber: supplier?.registrationNumber ?? '',
      address: supplier?.address ?? '',
      postNumber: supplier?.postNumber ?? '',
      city: supplier?.city ?? '',
      email: supplier?.email ?? '',
      phone: supplier?.phone ?? '',
      bankAccountNumber: supplier?.bankAccountNumber ?? '',
      // Not asked here, but kept: the save writes every field, and a missing one would be stored as false.
      isRestaurant: supplier?.isRestaurant ?? false,
    },
  });
  const submit = form.onSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: supplier?.id ?? null, body });
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
      <TextInput label={t('name')} required data-autofocus {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('pib')} {...form.getInputProps('pib')} />
        <TextInput label={t('registrationNumber')} {...form.getInputProps('registrationNumber')} />
      </SimpleGrid>
      <TextInput label={t('address')} {...form.getInputProps('address')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('postNumber')} {...form.getInputProps('postNumber')} />
        <TextInput label={t('city')} {...form.getInputProps('city')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('email')} type="email" {...form.getInputProps('email')} />
        <TextInput label={t('phone')} type="tel" {...form.getInputProps('phone')} />
      </SimpleGrid>
      <TextInput label={t('bankAccountNumber')} {...form.getInputProps('bankAccountNumber')} />
      <FormActions onCancel={onClose} onSubmit={submit} pending={save.isPending} valid={form.valid} />
    </Stack>
  );
}
