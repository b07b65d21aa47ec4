/**
 * What the outbox holds (docs/decisions/0024-offline-outbox.md): one entry per change made without a network, in the
 * order it was made, with the idempotency key it is sent with on every try so a replay never applies it twice.
 */
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { ReceiveOrderInput } from '@/domain/orders/receive';
import type { ClientErrorCode } from '@/web/lib/api-client';

/** A receipt of an expected order, as the receive dialog would have sent it. */
export interface ReceiptChange {
  type: 'receipt';
  orderKind: OrderKind;
  orderId: number;
  orderNumber: string;
  /** The order's station, for the way back to it (open the order, redo the receipt). */
  stationId: number;
  /** The request body, including the order version the dialog loaded (the server's 409 on a changed order). */
  body: ReceiveOrderInput;
}

export interface OutboxEntry {
  /** Also the entry's id: one key per change, reused on every replay (the server answers a repeat from its record). */
  idempotencyKey: string;
  change: ReceiptChange;
  /** ms since the epoch, when it was recorded on the phone. */
  createdAt: number;
  /** Set once the server refused it: kept until the user dismisses it, never retried. */
  refusal?: { status: number; code: ClientErrorCode };
}

export const isPending = (entry: OutboxEntry): boolean => entry.refusal === undefined;
