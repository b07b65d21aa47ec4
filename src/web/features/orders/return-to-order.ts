/**
 * Going from a new order to the Articles page (to create an article) stores the came-from-new-order
 * marker; the Articles page then offers "back to order", which returns to the wizard, whose draft is kept (the
 * wizard writes it as it unmounts) (docs/PRODUCT.md#back-to-order). The marker goes with the draft (draft-storage:
 * clearDraft, forgetDraftOf), so a sent or cancelled order leaves nothing to return to.
 */
import type { OrderKind } from '@/domain/orders/orders.contract';
import { newOrderPath } from './components/order-paths';
import { clearCameFromNewOrder, readCameFromNewOrder, writeCameFromNewOrder } from './draft-storage';

export function markCameFromNewOrder(stationId: number, kind: OrderKind): void {
  writeCameFromNewOrder({ stationId, kind });
}

/** The new-order wizard to go back to, or null. */
export function orderToReturnTo(): string | null {
  const marker = readCameFromNewOrder();
  return marker ? newOrderPath(marker.stationId, marker.kind) : null;
}

/** Going back uses the marker up. */
export const forgetReturnToOrder = clearCameFromNewOrder;
