/**
 * SPEC §2: going from a new order to the Articles page (to create an article) stores the came-from-new-order
 * marker; the Articles page then offers "back to order", which returns to the wizard, whose draft is kept. The
 * offer stands only while that wizard's draft does: a sent or cancelled order leaves nothing to return to.
 */
import type { OrderKind } from '@/domain/orders/orders.contract';
import { newOrderPath } from './components/order-paths';
import {
  clearCameFromNewOrder,
  draftMatches,
  readCameFromNewOrder,
  readDraft,
  writeCameFromNewOrder,
} from './draft-storage';

export function markCameFromNewOrder(stationId: number, kind: OrderKind): void {
  writeCameFromNewOrder({ stationId, kind });
}

/** The new-order wizard to go back to, or null (a marker without its draft is dropped). */
export function orderToReturnTo(): string | null {
  const marker = readCameFromNewOrder();
  if (!marker) return null;
  if (!draftMatches(readDraft(), marker.stationId, marker.kind, null)) {
    clearCameFromNewOrder();
    return null;
  }
  return newOrderPath(marker.stationId, marker.kind);
}

/** Going back uses the marker up. */
export const forgetReturnToOrder = clearCameFromNewOrder;
