import { getSession } from '@/web/lib/session';
import { recordReceipt } from './outbox-sync';
import type { ReceiptChange } from './outbox-types';

/**
 * Puts a receipt into the signed-in user's outbox with the idempotency key it was (or would have been) sent with;
 * the time it takes is measured as `outbox:record` (docs/perf/offline-receipt.md).
 */
export async function recordReceiptOffline(change: ReceiptChange, idempotencyKey: string): Promise<void> {
  const userId = getSession()?.user.id;
  if (userId === undefined) throw new Error('No one is signed in to record the receipt for');
  const start = performance.now();
  await recordReceipt(userId, change, idempotencyKey);
  performance.measure('outbox:record', { start, end: performance.now() });
}
