import { getSession, useSession } from '@/web/lib/session';
import { isReceiptWaiting, usePendingReceipt } from './outbox-store';

/** True while a receipt of this order recorded on this phone waits to be sent (the order is received locally). */
export function useReceiptWaiting(orderId: number): boolean {
  return usePendingReceipt(useSession()?.user.id ?? null, orderId) !== undefined;
}

/** Outside a component (a row's action): the order's receipt waits in the signed-in user's outbox. */
export const receiptWaiting = (orderId: number): boolean =>
  isReceiptWaiting(getSession()?.user.id ?? null, orderId);
