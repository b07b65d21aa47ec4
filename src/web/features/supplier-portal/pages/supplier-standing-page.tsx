/**
 * /s/{token}: a supplier contact's standing link ("/{restaurantID}/supplier" supplier dashboard,
 * docs/PRODUCT.md#standing-links, #supplier-dashboard-route, now real). No login; the venue's language with a ser/en
 * toggle; tabs All orders, Arrived, Confirmed, Delivered. A wrong or revoked link gets the same neutral page as a
 * wrong order link.
 */
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { inStandingTab, STANDING_TABS, type StandingTab } from '@/domain/supplier-portal/standing-link';
import { PageLoader } from '@/web/components/page-loader';
import { useStandingLinkPage } from '../api';
import { InvalidLink } from '../components/invalid-link';
import { PortalFrame } from '../components/portal-frame';
import { StandingOrdersTable } from '../components/standing-orders-table';
import { useVenueLanguage } from '../components/venue-language';

export function SupplierStandingPage() {
  const { token = '' } = useParams();
  const { t, ready } = useTranslation('supplier-portal', { keyPrefix: 'standing' });
  const page = useStandingLinkPage(token);
  const [tab, setTab] = useState<StandingTab>('all');
  useVenueLanguage(page.data?.language);

  if (!ready || page.isPending) return <PageLoader />;
  return (
    <PortalFrame>
      {page.isError ? (
        <InvalidLink error={page.error} />
      ) : (
        <>
          <Stack gap={2}>
            <Title order={1} fz={24}>
              {t('title', { venue: page.data.venue.name })}
            </Title>
            <Text c="dimmed">
              {page.data.venue.businessName} · {page.data.supplierName} · {page.data.contactName}
            </Text>
          </Stack>
          <Tabs
            value={tab}
            onChange={(next) => {
              const chosen = STANDING_TABS.find((candidate) => candidate === next);
              if (chosen) setTab(chosen);
            }}
            keepMounted={false}
          >
            <Tabs.List grow>
              {STANDING_TABS.map((candidate) => (
                <Tabs.Tab key={candidate} value={candidate} px={6}>
                  {t(`tabs.${candidate}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {STANDING_TABS.map((candidate) => (
              <Tabs.Panel key={candidate} value={candidate} pt="sm">
                <StandingOrdersTable
                  rows={page.data.orders.filter((row) => inStandingTab(candidate, row.state))}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </PortalFrame>
  );
}
