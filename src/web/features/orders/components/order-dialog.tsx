/**
 * The shell of every dialog about one order (view, repeat, receive): loads the order, shows the loader or the
 * failure with a retry, and renders `children` once the asked-for order is here.
 */
import type { ReactNode } from 'react';
import type { Order } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { AppModal } from '@/web/components/app-modal';
import { ErrorState } from '@/web/components/error-state';
import { PageLoader } from '@/web/components/page-loader';
import { useOrder } from '../api';

interface OrderDialogProps {
  orderId: number | null;
  kind: OrderKind;
  onClose: () => void;
  /** The dialog title, with the order once it is loaded. */
  title: (order: Order | null) => string;
  /** Something else the content needs is still loading (the venue's plan, say). */
  waiting?: boolean;
  /** The order, and a way to read it again (after the server said it changed). */
  children: (order: Order, reload: () => void) => ReactNode;
}

export function OrderDialog({ orderId, kind, onClose, title, waiting = false, children }: OrderDialogProps) {
  const order = useOrder(orderId, kind);
  // A previous order's data may still be cached while the next one loads: only the asked-for order counts.
  const loaded = order.data && order.data.id === orderId ? order.data : null;
  return (
    <AppModal opened={orderId !== null} onClose={onClose} title={title(loaded)}>
      {order.isError ? (
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      ) : loaded && !waiting ? (
        children(loaded, () => void order.refetch())
      ) : (
        <PageLoader />
      )}
    </AppModal>
  );
}
