import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import { useOnline } from '@/web/features/offline/public';
import { fetchOrder, orderKeys } from '../order-queries';

/** A loaded detail younger than this is not read again just to keep it for offline use. */
const KEEP_FRESH_MS = 60_000;

function keepOrder(queryClient: QueryClient, kind: OrderKind, orderId: number): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, kind, signal),
    staleTime: KEEP_FRESH_MS,
  });
}

/**
 * The expected orders on screen are read with their lines while the network is there, so they can be received
 * without it (the order details are kept in IndexedDB: docs/decisions/0024-offline-outbox.md).
 */
export function useKeepExpectedForOffline(
  kind: OrderKind,
  orders: readonly OrderListItem[] | undefined,
  on: boolean,
) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const ids = on && online ? (orders ?? []).map((order) => order.id).join(',') : '';
  useEffect(() => {
    if (!ids) return;
    for (const id of ids.split(',')) void keepOrder(queryClient, kind, Number(id));
  }, [ids, kind, queryClient]);
}
