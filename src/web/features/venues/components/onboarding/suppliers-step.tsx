import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_SUPPLIER_LIMIT, type OnboardingSupplier } from '@/domain/venues/onboarding-schemas';
import {
  useAddOnboardingSupplier,
  useDeleteOnboardingSupplier,
  useUpdateOnboardingSupplier,
} from '../../api';
import { DeleteConfirm } from './delete-confirm';
import { ItemRow } from './item-row';
import { NameForm } from './name-form';

/** SPEC §2 step 2: the venue's own suppliers (name, optional tax id); the add row hides at 4 or more. */
export function SuppliersStep({ suppliers }: { suppliers: OnboardingSupplier[] }) {
  const { t } = useTranslation('venues');
  const add = useAddOnboardingSupplier();
  const update = useUpdateOnboardingSupplier();
  const remove = useDeleteOnboardingSupplier();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<OnboardingSupplier | null>(null);
  const [addKey, setAddKey] = useState(0);
  const names = suppliers.map((supplier) => supplier.name);

  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {suppliers.map((supplier) => (
          <ItemRow
            key={supplier.id}
            title={supplier.name}
            detail={supplier.pib ? t('onboarding.pibValue', { pib: supplier.pib }) : null}
            editing={editing === supplier.id}
            onEdit={() => setEditing(supplier.id)}
            onDelete={() => {
              remove.reset();
              setDeleting(supplier);
            }}
            editor={
              <NameForm
                label={t('onboarding.supplierName')}
                initial={supplier}
                withPib
                taken={names}
                duplicateCode="sameSupplier"
                submitLabel={t('onboarding.save')}
                onSubmit={({ name, pib }) =>
                  update.mutateAsync({ id: supplier.id, name, pib, address: supplier.address })
                }
                onDone={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            }
          />
        ))}
      </Stack>
      {suppliers.length < ONBOARDING_SUPPLIER_LIMIT && (
        <NameForm
          key={addKey}
          label={t('onboarding.newSupplier')}
          withPib
          taken={names}
          duplicateCode="sameSupplier"
          submitLabel={t('onboarding.add')}
          onSubmit={(values) => add.mutateAsync(values)}
          onDone={() => setAddKey((key) => key + 1)}
        />
      )}
      <DeleteConfirm
        target={deleting?.name ?? null}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(deleting!.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
