/**
 * /suppliers (docs/PRODUCT.md#suppliers-page): station selector (only when stations exist), Create supplier (admin,
 * the wizard), request a new catalogue supplier, and the venue's non-market suppliers with contacts, schedule, edit
 * and delete.
 */
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierDetail } from '@/domain/suppliers/supplier-admin.schemas';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useSubscription } from '@/web/features/subscriptions/api';
import { useStations } from '@/web/features/stations/api';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { useCurrentUser } from '@/web/lib/current-user';
import { notifySuccessText } from '@/web/lib/notify';
import { useDeleteSupplier, useVenueSuppliers } from '../api';
import { ContactsModal } from '../components/contacts-modal';
import { EditSupplierModal } from '../components/edit-supplier-modal';
import { RequestSupplierModal } from '../components/request-supplier-modal';
import { type SupplierAction, SupplierList } from '../components/supplier-list';
import { SupplierNotesModal } from '../components/supplier-notes-modal';
import { SupplierWizard } from '../components/supplier-wizard';
import { HelpLink } from '@/web/features/help/public';

export function SuppliersPage() {
  const { ready } = useTranslation('suppliers');
  const { user } = useCurrentUser();
  if (!ready || !user) return <PageLoader />;
  // A user without a venue (yet) has no suppliers.
  if (!user.venue) return <NoVenue />;
  return <Suppliers venueId={user.venue.id} isAdmin={user.role === 'ROLE_ADMIN'} />;
}

function NoVenue() {
  const { t } = useTranslation('suppliers', { keyPrefix: 'page' });
  return <Text c="dimmed">{t('empty')}</Text>;
}

type Open = { action: SupplierAction; supplier: SupplierDetail } | null;

function Suppliers({ venueId, isAdmin }: { venueId: number; isAdmin: boolean }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'page' });
  const { t: tMain } = useTranslation();
  const stations = useStations(true);
  const subscription = useSubscription(venueId);
  const [stationId, setStationId] = useState<number | null>(null);
  const suppliers = useVenueSuppliers(venueId, stationId);
  const [open, setOpen] = useState<Open>(null);
  const [creating, setCreating] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const remove = useDeleteSupplier();

  const stationList = (stations.data ?? []).map((overview) => overview.department);
  const schedulesAllowed = subscription.data ? planAllowance(subscription.data).orderingSchedules : false;
  // The open dialog follows the list, so contacts edited inside show at once.
  const current = open && (suppliers.data?.find((s) => s.id === open.supplier.id) ?? open.supplier);
  const opened = (action: SupplierAction) => (open?.action === action ? current : null);
  const close = () => setOpen(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" wrap="nowrap">
          <Title order={2}>{t('title')}</Title>
          <HelpLink article="supplier-linking" />
        </Group>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconSend size={16} />} onClick={() => setRequesting(true)}>
            {t('request')}
          </Button>
          {isAdmin ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('create')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {stationList.length > 0 ? (
        <Select
          label={t('station')}
          placeholder={t('allStations')}
          data={stationList.map((station) => ({ value: String(station.id), label: station.name }))}
          value={stationId === null ? null : String(stationId)}
          onChange={(value) => setStationId(value === null ? null : Number(value))}
          clearable
          maw={360}
        />
      ) : null}
      {suppliers.isPending ? (
        <PageLoader />
      ) : suppliers.isError ? (
        <ErrorState error={suppliers.error} onRetry={() => suppliers.refetch()} />
      ) : suppliers.data.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <SupplierList
          suppliers={suppliers.data}
          isAdmin={isAdmin}
          schedulesAllowed={schedulesAllowed}
          onAction={(action, supplier) => {
            remove.reset();
            setOpen({ action, supplier });
          }}
        />
      )}
      <ContactsModal supplier={opened('contacts')} canEdit={isAdmin} onClose={close} />
      <EditSupplierModal supplier={opened('edit')} onClose={close} />
      <SupplierNotesModal supplier={opened('notes')} venueId={venueId} onClose={close} />
      <ConfirmDialog
        opened={open?.action === 'delete'}
        title={t('deleteTitle')}
        confirmLabel={t('deleteConfirm')}
        danger
        pending={remove.isPending}
        error={remove.error ? tMain(errorKey(errorCodeOf(remove.error))) : null}
        onClose={close}
        onConfirm={() =>
          open &&
          remove.mutateAsync(open.supplier.id).then(
            () => {
              notifySuccessText(t('deleted'));
              close();
            },
            () => undefined,
          )
        }
      >
        {t('deleteText', { name: open?.supplier.name ?? '' })}
      </ConfirmDialog>
      <SupplierWizard opened={creating} stations={stationList} onClose={() => setCreating(false)} />
      <RequestSupplierModal opened={requesting} onClose={() => setRequesting(false)} />
    </Stack>
  );
}
