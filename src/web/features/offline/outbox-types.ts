/**
 * What the outbox holds (docs/decisions/0024-offline-outbox.md): one entry per change made without a network, in the
 * order it was made, with the idempotency key it is sent with on every try so a replay never applies it twice.
 */
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { ReceiveOrderInput } from '@/domain/orders/receive';
import type { ClientErrorCode } from '@/web/lib/api-client';

/**
 * A photo of the delivery note taken with the receipt (decision 0023), already downscaled on the phone; kept as bytes
 * (an ArrayBuffer clones into IndexedDB everywhere, a File not in every engine). Sent after the receipt, with its own
 * idempotency key, so a replay never adds it twice.
 */
export interface OutboxPhoto {
  key: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** A receipt of an expected order, as the receive dialog would have sent it, with its photos. */
export interface ReceiptChange {
  type: 'receipt';
  orderKind: OrderKind;
  orderId: number;
  orderNumber: string;
  /** The order's station, for the way back to it (open the order, redo the receipt). */
  stationId: number;
  /** The request body, including the order version the dialog loaded (the server's 409 on a changed order). */
  body: ReceiveOrderInput;
  /** Photos still to be sent; each leaves the list once the server saved it. */
  photos?: OutboxPhoto[];
  /** The server applied the receipt already; only its photos are left to send. */
  receiptApplied?: boolean;
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
