/**
 * A catalogue supplier's contacts (/admin/suppliers: docs/PRODUCT.md#shared-catalogue): preview the list and add one
 * (decision 0008).
 */
import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueSupplier } from '@/domain/catalogue/catalogue.schemas';
import { AddContactSchema } from '@/domain/suppliers/suppliers.schemas';
import { AppModal } from '@/web/components/app-modal';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useAddCatalogueContact, useCatalogueContacts } from '../api';

export function SupplierContactsModal({
  supplier,
  onClose,
}: {
  supplier: CatalogueSupplier | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'suppliers' });
  return (
    <AppModal
      opened={supplier !== null}
      onClose={onClose}
      title={t('contactsTitle', { name: supplier?.name ?? '' })}
    >
      {supplier && <Contacts supplierId={supplier.id} />}
    </AppModal>
  );
}

function Contacts({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'suppliers' });
  const contacts = useCatalogueContacts(supplierId);
  const add = useAddCatalogueContact();
  const form = useSchemaForm(AddContactSchema, { initialValues: { name: '', phone: '', email: '' } });
  const submit = form.onSubmit(async (body) => {
    try {
      await add.mutateAsync({ supplierId, body });
      notifySuccessText(t('contactAdded'));
      form.reset();
    } catch (error) {
      form.setServerErrors({ name: errorCodeOf(error) });
    }
  });
  return (
    <Stack>
      {contacts.isPending ? (
        <PageLoader />
      ) : contacts.isError ? (
        <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : contacts.data.length === 0 ? (
        <Text c="dimmed">{t('noContacts')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {contacts.data.map((contact) => (
            <Stack key={contact.id} gap={0} component="li">
              <Text fw={600}>{contact.name}</Text>
              <Group gap="sm">
                {contact.phone && <Anchor href={`tel:${contact.phone}`}>{contact.phone}</Anchor>}
                {contact.email && <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      <Divider label={t('addContact')} labelPosition="left" />
      <TextInput label={t('contactName')} required {...form.getInputProps('name')} />
      <TextInput label={t('phone')} type="tel" {...form.getInputProps('phone')} />
      <TextInput label={t('email')} type="email" {...form.getInputProps('email')} />
      <Group justify="flex-end">
        <Button onClick={() => submit()} loading={add.isPending} disabled={!form.valid}>
          {t('addContact')}
        </Button>
      </Group>
    </Stack>
  );
}
