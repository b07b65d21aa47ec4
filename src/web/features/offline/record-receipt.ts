import { getSession } from '@/web/lib/session';
import { outboxPhotoOf, recordReceipt } from './outbox-sync';
import type { ReceiptChange } from './outbox-types';

function signedInUser(): number {
  const userId = getSession()?.user.id;
  if (userId === undefined) throw new Error('No one is signed in to record the receipt for');
  return userId;
}

/**
 * Puts a receipt, with the photos of the delivery note taken for it, into the signed-in user's outbox with the
 * idempotency key it was (or would have been) sent with; the time it takes is measured as `outbox:record`
 * (docs/perf/offline-receipt.md).
 */
export async function recordReceiptOffline(
  change: Omit<ReceiptChange, 'photos' | 'receiptApplied'>,
  idempotencyKey: string,
  photos: readonly File[] = [],
): Promise<void> {
  const userId = signedInUser();
  const start = performance.now();
  const kept = await Promise.all(photos.map(outboxPhotoOf));
  await recordReceipt(userId, { ...change, ...(kept.length > 0 ? { photos: kept } : {}) }, idempotencyKey);
  performance.measure('outbox:record', { start, end: performance.now() });
}

/**
 * Photos of a receipt the server applied that could not be sent for want of a network: they wait in the outbox and
 * go when it returns, like an offline receipt's.
 */
export async function recordPhotosOffline(
  change: Omit<ReceiptChange, 'photos' | 'receiptApplied'>,
  idempotencyKey: string,
  photos: readonly File[],
): Promise<void> {
  const userId = signedInUser();
  const kept = await Promise.all(photos.map(outboxPhotoOf));
  await recordReceipt(userId, { ...change, photos: kept, receiptApplied: true }, idempotencyKey);
}
