/** A dialog about one order: loads it, shows the loader or the failure, and renders `children` once it is here. */
import type { ReactNode } from 'react';
import type { Order } from '@/domain/orders/order-schemas';
import { AppModal } from '@/web/components/app-modal';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { useOrder } from '../api';

interface OrderDialogProps {
  orderId: number | null;
  kind: OrderKind;
  onClose: () => void;
  /** The dialog title, with the order once it is loaded. */
  title: (order: Order | null) => string;
  children: (order: Order) => ReactNode;
}

export function OrderDialog({ orderId, kind, onClose, title, children }: OrderDialogProps) {
  const order = useOrder(orderId, kind);
  // A previous order's data may still be cached while the next one loads: only the asked-for order counts.
  const loaded = order.data && order.data.id === orderId ? order.data : null;
  return (
    <AppModal opened={orderId !== null} onClose={onClose} title={title(loaded)}>
      {order.isError ? (
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      ) : loaded ? (
        children(loaded)
      ) : (
        <PageLoader />
      )}
    </AppModal>
  );
}
