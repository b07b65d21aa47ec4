/**
 * `/{venueId}/supplier`: where docs/PRODUCT.md#supplier-dashboard-route put a supplier dashboard. Suppliers have no
 * accounts here; their dashboard is the standing link (docs/PRODUCT.md#standing-links), so this address shows the
 * venue's contacts with their links: the admin makes, copies and revokes them here, staff read why and where the
 * links live.
 */
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { SupplierDetail } from '@/domain/suppliers/supplier-admin.schemas';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useVenueSuppliers } from '@/web/features/suppliers/api';
import { useCurrentUser } from '@/web/lib/current-user';
import { buildPath, PATHS } from '@/web/lib/paths';
import { StandingLinkActions } from '../components/standing-link-actions';

export function SupplierLinksPage() {
  const { t, ready } = useTranslation('supplier-portal', { keyPrefix: 'linksPage' });
  const { user } = useCurrentUser();
  const { restaurantId } = useParams();
  if (!ready || !user) return <PageLoader />;
  if (!user.venue) {
    return (
      <Intro>
        <Text>{t('noVenue')}</Text>
        <Button component={Link} to={PATHS.home} w="fit-content">
          {t('home')}
        </Button>
      </Intro>
    );
  }
  // Another venue's address (or a mistyped one) shows one's own venue: there is nothing else one may see here.
  const ownPath = buildPath.supplierLinks(user.venue.id);
  if (restaurantId !== String(user.venue.id)) return <Navigate to={ownPath} replace />;
  if (user.role !== 'ROLE_ADMIN') {
    return (
      <Intro>
        <Text>{t('staff')}</Text>
        <SuppliersButton />
      </Intro>
    );
  }
  return <AdminLinks venueId={user.venue.id} />;
}

function Intro({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'linksPage' });
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {children}
    </Stack>
  );
}

function SuppliersButton() {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'linksPage' });
  return (
    <Button
      component={Link}
      to={PATHS.suppliers}
      variant="light"
      leftSection={<IconBuildingStore size={18} />}
      w="fit-content"
    >
      {t('suppliers')}
    </Button>
  );
}

function AdminLinks({ venueId }: { venueId: number }) {
  const { t } = useTranslation('supplier-portal', { keyPrefix: 'linksPage' });
  const suppliers = useVenueSuppliers(venueId, null);
  if (suppliers.isPending) return <PageLoader />;
  if (suppliers.isError)
    return <ErrorState error={suppliers.error} onRetry={() => void suppliers.refetch()} />;
  const withContacts = suppliers.data.filter((supplier) => supplier.contacts.length > 0);
  return (
    <Intro>
      <Text>{t('admin')}</Text>
      {withContacts.length === 0 ? <Text c="dimmed">{t('noContacts')}</Text> : null}
      {withContacts.map((supplier) => (
        <SupplierContacts key={supplier.id} supplier={supplier} />
      ))}
      <Group gap="xs" wrap="wrap">
        <SuppliersButton />
        <Anchor component={Link} to={buildPath.adminRestaurant(venueId)} size="sm">
          {t('restaurant')}
        </Anchor>
      </Group>
    </Intro>
  );
}

function SupplierContacts({ supplier }: { supplier: SupplierDetail }) {
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={supplier.name}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {supplier.name}
        </Title>
        {supplier.contacts.map((contact) => (
          <Stack key={contact.id} gap={4}>
            <Text size="sm" fw={600}>
              {contact.name}
            </Text>
            <StandingLinkActions contactId={contact.id} contactName={contact.name} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
