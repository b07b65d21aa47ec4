/**
 * /{restaurantId}/supplier-demo/{orderId} (docs/PRODUCT.md#supplier-demo): the supplier's order page on a fixed
 * sample order, without login and without touching any real data, whatever the ids in the path.
 */
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/web/components/page-loader';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { PortalFrame } from '../components/portal-frame';
import { SupplierOrder } from '../components/supplier-order';
import { answerDemo, demoOrder } from '../demo-sample';

export function SupplierDemoPage() {
  const { t, ready } = useTranslation('supplier-portal');
  const [view, setView] = useState(() => demoOrder());
  if (!ready) return <PageLoader />;
  return (
    <PortalFrame>
      <Alert color={SEMANTIC_COLORS.accent} title={t('demo.title')}>
        {t('demo.intro')}
      </Alert>
      <SupplierOrder
        view={view}
        onAnswer={async (body) => {
          setView((current) => answerDemo(current, body));
        }}
      />
    </PortalFrame>
  );
}
