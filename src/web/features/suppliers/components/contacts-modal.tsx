/**
 * A supplier's contacts (docs/PRODUCT.md#contacts, #ordering, #error-catalogue). Everyone previews them; an admin
 * adds, edits and deletes, with one row in editing or delete confirmation at a time, and the snackbars
 * (docs/PRODUCT.md#notices).
 */
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierDetail } from '@/domain/suppliers/supplier-admin.schemas';
import type { SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import { AppModal } from '@/web/components/app-modal';
import { RequestError } from '@/web/components/request-error';
import { StandingLinkActions } from '@/web/features/supplier-portal/public';
import { notifySuccessText } from '@/web/lib/notify';
import { useDeleteContact } from '../api';
import { AddContactModal } from './add-contact-modal';
import { ContactEditRow } from './contact-edit-row';

interface ContactsModalProps {
  supplier: SupplierDetail | null;
  canEdit: boolean;
  onClose: () => void;
}

type RowMode = { id: number; mode: 'edit' | 'delete' } | null;

export function ContactsModal({ supplier, canEdit, onClose }: ContactsModalProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'contacts' });
  const [adding, setAdding] = useState(false);
  const [row, setRow] = useState<RowMode>(null);
  return (
    <>
      <AppModal
        opened={supplier !== null && !adding}
        onClose={() => {
          setRow(null);
          onClose();
        }}
        title={t('title', { name: supplier?.name ?? '' })}
      >
        {supplier && (
          <Stack>
            {supplier.contacts.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
            {supplier.contacts.map((contact) =>
              row?.id === contact.id && row.mode === 'edit' ? (
                <ContactEditRow key={contact.id} contact={contact} onDone={() => setRow(null)} />
              ) : (
                <ContactRow
                  key={contact.id}
                  contact={contact}
                  canEdit={canEdit}
                  confirming={row?.id === contact.id && row.mode === 'delete'}
                  busy={row !== null}
                  onMode={(mode) => setRow(mode ? { id: contact.id, mode } : null)}
                />
              ),
            )}
            {canEdit ? (
              <Group justify="flex-end">
                <Button onClick={() => setAdding(true)} disabled={row !== null}>
                  {t('add')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        )}
      </AppModal>
      {supplier && (
        <AddContactModal
          opened={adding}
          supplierId={supplier.id}
          onClose={() => setAdding(false)}
          onAdded={() => setAdding(false)}
        />
      )}
    </>
  );
}

interface ContactRowProps {
  contact: SupplierContact;
  canEdit: boolean;
  confirming: boolean;
  busy: boolean;
  onMode: (mode: 'edit' | 'delete' | null) => void;
}

function ContactRow({ contact, canEdit, confirming, busy, onMode }: ContactRowProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'contacts' });
  const { t: tMain } = useTranslation();
  const remove = useDeleteContact();
  const confirmDelete = () =>
    remove.mutateAsync(contact.id).then(
      () => {
        notifySuccessText(t('deleted'));
        onMode(null);
      },
      () => undefined,
    );
  return (
    <Stack gap={6} data-testid="contact-row">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>{contact.name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[contact.phone, contact.email].filter(Boolean).join(' · ')}
          </Text>
          <RequestError error={confirming ? remove.error : null} />
        </Stack>
        {confirming ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={() => onMode(null)}>
              {tMain('common.cancel')}
            </Button>
            <Button size="xs" color="red" loading={remove.isPending} onClick={confirmDelete}>
              {t('confirmDelete')}
            </Button>
          </Group>
        ) : canEdit ? (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('edit')}
              disabled={busy}
              onClick={() => onMode('edit')}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('delete')}
              disabled={busy}
              onClick={() => onMode('delete')}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
      {canEdit && !confirming ? (
        <StandingLinkActions contactId={contact.id} contactName={contact.name} />
      ) : null}
    </Stack>
  );
}
