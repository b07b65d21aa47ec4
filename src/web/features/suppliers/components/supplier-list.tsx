/**
 * Suppliers page list (docs/PRODUCT.md#suppliers-page): a table with PIB, name, contacts and the admin's actions;
 * below 600 px (docs/PRODUCT.md#ui-constants) the same as cards. Notes (ordering schedule) are PRO only: on other
 * plans the button is disabled with a hint (docs/PRODUCT.md#plan-allowance).
 */
import { ActionIcon, Badge, Card, Group, Menu, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarTime, IconDots, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SupplierDetail } from '@/domain/suppliers/supplier-admin.schemas';

export type SupplierAction = 'contacts' | 'notes' | 'edit' | 'delete';

interface SupplierListProps {
  suppliers: SupplierDetail[];
  isAdmin: boolean;
  /** Ordering schedules are PRO; false shows the notes action disabled with a hint (docs/PRODUCT.md#plan-allowance). */
  schedulesAllowed: boolean;
  onAction: (action: SupplierAction, supplier: SupplierDetail) => void;
}

export function SupplierList(props: SupplierListProps) {
  // The suppliers table turns into cards below 600 px (docs/PRODUCT.md#ui-constants).
  const narrow = useMediaQuery('(max-width: 599px)', false, { getInitialValueInEffect: false });
  return narrow ? <SupplierCards {...props} /> : <SupplierTable {...props} />;
}

function SupplierTable({ suppliers, isAdmin, schedulesAllowed, onAction }: SupplierListProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'list' });
  return (
    <Table highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('pib')}</Table.Th>
          <Table.Th>{t('name')}</Table.Th>
          <Table.Th>{t('contacts')}</Table.Th>
          <Table.Th aria-label={t('actions')} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {suppliers.map((supplier) => (
          <Table.Tr key={supplier.id} data-testid="supplier-row">
            <Table.Td>{supplier.pib ?? '—'}</Table.Td>
            <Table.Td>
              <SupplierName supplier={supplier} />
            </Table.Td>
            <Table.Td>
              <ContactsButton supplier={supplier} onAction={onAction} />
            </Table.Td>
            <Table.Td>
              <SupplierActions
                supplier={supplier}
                isAdmin={isAdmin}
                schedulesAllowed={schedulesAllowed}
                onAction={onAction}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SupplierCards({ suppliers, isAdmin, schedulesAllowed, onAction }: SupplierListProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'list' });
  return (
    <Stack gap="sm">
      {suppliers.map((supplier) => (
        <Card key={supplier.id} withBorder padding="sm" data-testid="supplier-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <SupplierName supplier={supplier} />
              <Text size="sm" c="dimmed">
                {t('pib')}: {supplier.pib ?? '—'}
              </Text>
              <ContactsButton supplier={supplier} onAction={onAction} />
            </Stack>
            <SupplierActions
              supplier={supplier}
              isAdmin={isAdmin}
              schedulesAllowed={schedulesAllowed}
              onAction={onAction}
            />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function SupplierName({ supplier }: { supplier: SupplierDetail }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'list' });
  return (
    <Group gap={6} wrap="wrap">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {supplier.name}
      </Text>
      {!supplier.verified ? (
        <Badge size="xs" variant="light" color="gray">
          {t('unverified')}
        </Badge>
      ) : null}
    </Group>
  );
}

function ContactsButton({
  supplier,
  onAction,
}: Pick<SupplierListProps, 'onAction'> & { supplier: SupplierDetail }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'list' });
  return (
    <Text
      component="button"
      type="button"
      size="sm"
      c="blue"
      className="tap-target"
      style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', textAlign: 'left' }}
      onClick={() => onAction('contacts', supplier)}
    >
      <Group gap={4} component="span">
        <IconUsers size={16} />
        {t('contactCount', { count: supplier.contacts.length })}
      </Group>
    </Text>
  );
}

function SupplierActions({
  supplier,
  isAdmin,
  schedulesAllowed,
  onAction,
}: Omit<SupplierListProps, 'suppliers'> & { supplier: SupplierDetail }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'list' });
  if (!isAdmin) return null;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip
        label={schedulesAllowed ? t('notes') : t('notesProOnly')}
        events={{ hover: true, focus: true, touch: true }}
      >
        <span>
          <ActionIcon
            variant="subtle"
            aria-label={t('notes')}
            disabled={!schedulesAllowed}
            onClick={() => onAction('notes', supplier)}
          >
            <IconCalendarTime size={18} />
          </ActionIcon>
        </span>
      </Tooltip>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('actions')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} />}
            disabled={!supplier.own}
            onClick={() => onAction('edit', supplier)}
          >
            {t('edit')}
          </Menu.Item>
          <Menu.Item leftSection={<IconUsers size={16} />} onClick={() => onAction('contacts', supplier)}>
            {t('contactsAction')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onAction('delete', supplier)}
          >
            {t('delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
