/**
 * Going from a new order to the Articles page (to create an article) or to the station's stock count
 * (docs/decisions/0032-suggested-amounts.md) stores the came-from-new-order marker; that page then offers "back to order", which returns to the wizard, whose draft is kept (the
 * wizard writes it as it unmounts) (docs/PRODUCT.md#back-to-order). The marker goes with the draft (draft-storage:
 * clearDraft, forgetDraftOf), so a sent or cancelled order leaves nothing to return to.
 */
import type { OrderKind } from '@/domain/orders/orders.contract';
import { newOrderPath } from './components/order-paths';
import { clearCameFromNewOrder, readCameFromNewOrder, writeCameFromNewOrder } from './draft-storage';

export function markCameFromNewOrder(stationId: number, kind: OrderKind): void {
  writeCameFromNewOrder({ stationId, kind });
}

/** The new-order wizard to go back to (of that station, when one is given), or null. */
export function orderToReturnTo(stationId?: number): string | null {
  const marker = readCameFromNewOrder();
  if (!marker || (stationId !== undefined && marker.stationId !== stationId)) return null;
  return newOrderPath(marker.stationId, marker.kind);
}

/** Going back uses the marker up. */
export const forgetReturnToOrder = clearCameFromNewOrder;
