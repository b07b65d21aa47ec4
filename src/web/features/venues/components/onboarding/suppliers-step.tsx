import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_SUPPLIER_LIMIT, type OnboardingSupplier } from '@/domain/venues/onboarding.schemas';
import {
  useAddOnboardingSupplier,
  useDeleteOnboardingSupplier,
  useUpdateOnboardingSupplier,
} from '../../api';
import { EditableList } from './editable-list';
import { NameForm } from './name-form';

/**
 * Step 2 (docs/PRODUCT.md#onboarding-suppliers): the venue's own suppliers (name, optional tax id); the add row hides
 * at 4 or more.
 */
export function SuppliersStep({ suppliers }: { suppliers: OnboardingSupplier[] }) {
  const { t } = useTranslation('venues');
  const add = useAddOnboardingSupplier();
  const update = useUpdateOnboardingSupplier();
  const remove = useDeleteOnboardingSupplier();
  const names = suppliers.map((supplier) => supplier.name);

  return (
    <Stack gap="sm">
      <EditableList
        items={suppliers}
        detail={(supplier) => (supplier.pib ? t('onboarding.pibValue', { pib: supplier.pib }) : null)}
        editor={(supplier, close) => (
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
            onDone={close}
            onCancel={close}
          />
        )}
        adder={
          suppliers.length < ONBOARDING_SUPPLIER_LIMIT
            ? (added) => (
                <NameForm
                  label={t('onboarding.newSupplier')}
                  withPib
                  taken={names}
                  duplicateCode="sameSupplier"
                  submitLabel={t('onboarding.add')}
                  onSubmit={(values) => add.mutateAsync(values)}
                  onDone={added}
                />
              )
            : null
        }
        removal={remove}
        onDelete={(supplier, deleted) => remove.mutate(supplier.id, { onSuccess: deleted })}
      />
    </Stack>
  );
}
