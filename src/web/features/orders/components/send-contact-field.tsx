/**
 * The send panel's contact at the supplier (docs/PRODUCT.md#sending): chosen from the supplier's contacts, or added
 * on the spot. On a narrow phone the add-contact button moves under the field instead of squeezing it.
 */
import { Button, Group, Select, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierContact } from '@/domain/suppliers/suppliers.schemas';
import { AddContactModal } from '@/web/features/suppliers/public';

/** "Name · phone" (or the e-mail when there is no phone). */
export const contactLabel = (contact: SupplierContact) =>
  [contact.name, contact.phone || contact.email].filter(Boolean).join(' · ');

interface SendContactFieldProps {
  supplierId: number;
  contacts: readonly SupplierContact[];
  loading: boolean;
  loaded: boolean;
  contactId: number | null;
  onChoose: (contactId: number | null) => void;
}

export function SendContactField({
  supplierId,
  contacts,
  loading,
  loaded,
  contactId,
  onChoose,
}: SendContactFieldProps) {
  const { t } = useTranslation('orders');
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          style={{ flex: 1, minWidth: 200 }}
          label={t('send.contact')}
          placeholder={t('send.contactPlaceholder')}
          data={contacts.map((candidate) => ({
            value: String(candidate.id),
            label: contactLabel(candidate),
          }))}
          value={contactId === null ? null : String(contactId)}
          onChange={(value) => onChoose(value === null ? null : Number(value))}
          disabled={loading}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={() => setAdding(true)}>
          {t('send.addContact')}
        </Button>
      </Group>
      {loaded && contacts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('send.noContacts')}
        </Text>
      ) : null}
      <AddContactModal
        opened={adding}
        supplierId={supplierId}
        onClose={() => setAdding(false)}
        onAdded={(added) => onChoose(added.id)}
      />
    </>
  );
}
