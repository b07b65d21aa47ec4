/**
 * /o/{token}: the order a supplier's link opens (supplier single order, now real: docs/PRODUCT.md#supplier-link,
 * #supplier-demo). No login; in the venue's language with a ser/en toggle; phone first. A wrong or expired link gets
 * one neutral page.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/web/components/page-loader';
import { useAnswerSupplierOrder, useSupplierOrder } from '../api';
import { InvalidLink } from '../components/invalid-link';
import { PortalFrame } from '../components/portal-frame';
import { SupplierOrder } from '../components/supplier-order';
import { useVenueLanguage } from '../components/venue-language';

export function SupplierOrderPage() {
  const { token = '' } = useParams();
  const { ready } = useTranslation('supplier-portal');
  const order = useSupplierOrder(token);
  const answer = useAnswerSupplierOrder(token);
  useVenueLanguage(order.data?.language);

  if (!ready || order.isPending) return <PageLoader />;
  return (
    <PortalFrame>
      {order.isError ? (
        <InvalidLink error={order.error} />
      ) : (
        <SupplierOrder view={order.data} onAnswer={(body) => answer.mutateAsync(body)} />
      )}
    </PortalFrame>
  );
}
