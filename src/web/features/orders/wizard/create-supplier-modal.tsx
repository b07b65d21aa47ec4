/** SPEC §2, §6: an admin creates the venue's own supplier from the wizard's supplier dropdown; it joins the station. */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateSupplierSchema, type SupplierSummary } from '@/domain/suppliers/supplier-schemas';
import { AppModal } from '@/web/components/app-modal';
import { useCreateSupplier } from '@/web/features/suppliers/api';
import { errorCodeOf } from '@/web/lib/api-client';
import { useForm } from '@/web/lib/use-form';

interface CreateSupplierModalProps {
  opened: boolean;
  stationId: number;
  onClose: () => void;
  onCreated: (supplier: SupplierSummary) => void;
}

export function CreateSupplierModal({ opened, stationId, onClose, onCreated }: CreateSupplierModalProps) {
  const { t } = useTranslation('orderWizard');
  const { t: tMain } = useTranslation();
  const createSupplier = useCreateSupplier();
  const form = useForm(CreateSupplierSchema, { name: '', pib: '', departmentId: stationId });

  const submit = async () => {
    form.touchAll();
    if (!form.data) return;
    try {
      const supplier = await createSupplier.mutateAsync(form.data);
      form.setValues({ name: '', pib: '', departmentId: stationId });
      onCreated(supplier);
    } catch (error) {
      const code = errorCodeOf(error);
      form.setServerErrors(code === 'sameSupplierPib' ? { pib: code } : { name: code });
    }
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('supplier.createTitle')}>
      <Stack>
        <TextInput label={t('supplier.name')} required data-autofocus {...form.textInput('name')} />
        <TextInput label={t('supplier.pib')} description={t('supplier.pibHint')} {...form.textInput('pib')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tMain('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={createSupplier.isPending} disabled={!form.isValid}>
            {t('supplier.create')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
