/**
 * /admin/suppliers (docs/PRODUCT.md#shared-catalogue): the shared supplier catalogue for the super admin: name, PIB,
 * address, whether it has data; add, edit, delete (refused while venues use it) and the .xlsx upload of its articles,
 * which is the venue import's component and rule over the catalogue's route. The list reloads after every change.
 */
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAddressBook, IconEdit, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueSupplier } from '@/domain/catalogue/catalogue.schemas';
import { AppModal } from '@/web/components/app-modal';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { ArticleImport } from '@/web/features/articles/public';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { useCatalogueSuppliers, useDeleteCatalogueSupplier, useUploadSupplierData } from '../api';
import { SupplierContactsModal } from '../components/supplier-contacts-modal';
import { SupplierFormModal } from '../components/supplier-form-modal';

interface RowActions {
  onEdit: (supplier: CatalogueSupplier) => void;
  onUpload: (supplier: CatalogueSupplier) => void;
  onContacts: (supplier: CatalogueSupplier) => void;
  onDelete: (supplier: CatalogueSupplier) => void;
}

export function CatalogueSuppliersPage() {
  const { t, ready } = useTranslation('catalogue', { keyPrefix: 'suppliers' });
  const { t: tMain } = useTranslation();
  const suppliers = useCatalogueSuppliers();
  const remove = useDeleteCatalogueSupplier();
  const upload = useUploadSupplierData();
  const mobile = useIsMobile();
  const [editing, setEditing] = useState<CatalogueSupplier | null | undefined>(undefined);
  const [uploading, setUploading] = useState<CatalogueSupplier | null>(null);
  const [deleting, setDeleting] = useState<CatalogueSupplier | null>(null);
  const [contacts, setContacts] = useState<CatalogueSupplier | null>(null);
  if (!ready) return <PageLoader />;
  const actions: RowActions = {
    onEdit: setEditing,
    onUpload: (supplier) => {
      upload.reset();
      setUploading(supplier);
    },
    onContacts: setContacts,
    onDelete: (supplier) => {
      remove.reset();
      setDeleting(supplier);
    },
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {t('suppliersTitle')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          {t('addSupplier')}
        </Button>
      </Group>
      {suppliers.isPending ? (
        <PageLoader />
      ) : suppliers.isError ? (
        <ErrorState error={suppliers.error} onRetry={() => void suppliers.refetch()} />
      ) : suppliers.data.length === 0 ? (
        <Text c="dimmed">{t('noSuppliers')}</Text>
      ) : mobile ? (
        <Stack gap="sm">
          {suppliers.data.map((supplier) => (
            <Card key={supplier.id} withBorder padding="sm" component="article" aria-label={supplier.name}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{supplier.name}</Text>
                <DataBadge supplier={supplier} />
              </Group>
              <Text size="sm" c="dimmed">
                {[supplier.pib, supplier.address].filter(Boolean).join(' · ')}
              </Text>
              <RowButtons supplier={supplier} actions={actions} />
            </Card>
          ))}
        </Stack>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('name')}</Table.Th>
              <Table.Th>{t('pib')}</Table.Th>
              <Table.Th>{t('address')}</Table.Th>
              <Table.Th>{t('data')}</Table.Th>
              <Table.Th>{t('actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {suppliers.data.map((supplier) => (
              <Table.Tr key={supplier.id}>
                <Table.Td>{supplier.name}</Table.Td>
                <Table.Td>{supplier.pib ?? ''}</Table.Td>
                <Table.Td>{[supplier.address, supplier.city].filter(Boolean).join(', ')}</Table.Td>
                <Table.Td>
                  <DataBadge supplier={supplier} />
                </Table.Td>
                <Table.Td>
                  <RowButtons supplier={supplier} actions={actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <SupplierFormModal supplier={editing} onClose={() => setEditing(undefined)} />
      <AppModal
        opened={uploading !== null}
        onClose={() => setUploading(null)}
        title={t('uploadTitle', { name: uploading?.name ?? '' })}
      >
        {uploading && (
          <ArticleImport
            supplierId={uploading.id}
            supplierName={uploading.name}
            mutation={upload}
            onImported={() => setUploading(null)}
          />
        )}
      </AppModal>
      <SupplierContactsModal supplier={contacts} onClose={() => setContacts(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('deleteTitle')}
        danger
        pending={remove.isPending}
        error={
          remove.error
            ? errorCodeOf(remove.error) === 'conflict'
              ? t('inUseRefused')
              : tMain(errorKey(errorCodeOf(remove.error)))
            : null
        }
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccessText(t('deleted'));
              setDeleting(null);
            },
          })
        }
      >
        {deleting && deleting.venues > 0 ? t('inUse', { count: deleting.venues }) : t('deleteText')}
      </ConfirmDialog>
    </Stack>
  );
}

function DataBadge({ supplier }: { supplier: CatalogueSupplier }) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'suppliers' });
  return (
    <Badge color={supplier.hasData ? 'green' : 'gray'} variant="light">
      {t(supplier.hasData ? 'hasData' : 'noData')}
    </Badge>
  );
}

function RowButtons({ supplier, actions }: { supplier: CatalogueSupplier; actions: RowActions }) {
  const { t } = useTranslation('catalogue', { keyPrefix: 'suppliers' });
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={t('editSupplier')} onClick={() => actions.onEdit(supplier)}>
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={t('upload')} onClick={() => actions.onUpload(supplier)}>
        <IconUpload size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('contactsOf', { name: supplier.name })}
        onClick={() => actions.onContacts(supplier)}
      >
        <IconAddressBook size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('deleteTitle')}
        onClick={() => actions.onDelete(supplier)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
