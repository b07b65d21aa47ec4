/**
 * Recording a change in the outbox and replaying it (docs/decisions/0024-offline-outbox.md): replays run one at a
 * time per phone (a Web Lock where the browser has it, so two tabs never send the same list together) and are started
 * on app start, when the network returns, when the service worker's Background Sync says so, and right after a change
 * is recorded while the browser believes it is online.
 */
import { orderOperationsOf } from '@/domain/orders/orders.contract';
import { photoOperations } from '@/domain/photos/photos.contract';
import { callApi, callUpload } from '@/web/lib/api-client';
import { addToOutbox, markRefused, readOutbox, removeFromOutbox, updateEntry } from './outbox-store';
import type { OutboxEntry, OutboxPhoto, ReceiptChange } from './outbox-types';
import { type ReplayResult, replayEntries } from './replay-rules';

/** The tag the service worker's `sync` event carries (public/sw-outbox-sync.js). */
export const OUTBOX_SYNC_TAG = 'nabavka-outbox';
/** The message the service worker posts to the open app on that event. */
export const OUTBOX_REPLAY_MESSAGE = 'nabavka-outbox-replay';

/**
 * Sends one entry: the receipt (unless the server applied it already), then its photos one by one, each with its own
 * key. What got through is written back at once, so a run cut off half way never sends a step twice.
 */
async function sendChange(userId: number, entry: OutboxEntry): Promise<void> {
  const { change } = entry;
  if (change.receiptApplied !== true) {
    await callApi(
      orderOperationsOf(change.orderKind).receive,
      { query: { orderId: change.orderId }, body: change.body },
      { idempotencyKey: entry.idempotencyKey },
    );
    if ((change.photos ?? []).length === 0) return;
    await updateEntry(userId, entry.idempotencyKey, (kept) => ({
      ...kept,
      change: { ...kept.change, receiptApplied: true },
    }));
  }
  for (const photo of change.photos ?? []) {
    const file = new File([photo.bytes], photo.name, { type: photo.type });
    await callUpload(photoOperations.upload, [file], { idempotencyKey: photo.key }, undefined, {
      id: change.orderId,
    });
    await updateEntry(userId, entry.idempotencyKey, (kept) => ({
      ...kept,
      change: {
        ...kept.change,
        photos: (kept.change.photos ?? []).filter((other) => other.key !== photo.key),
      },
    }));
  }
}

/** Asks the browser to wake the service worker when the network is back (Chromium's Background Sync). */
async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or not allowed: the online event and the next start replay instead.
  }
}

/** A downscaled photo as the outbox keeps it, with the key it is sent with on every try. */
export async function outboxPhotoOf(file: File): Promise<OutboxPhoto> {
  return { key: crypto.randomUUID(), name: file.name, type: file.type, bytes: await file.arrayBuffer() };
}

/** Records a receipt with the key it was (or would have been) sent with; answers in IndexedDB time, no network. */
export async function recordReceipt(
  userId: number,
  change: ReceiptChange,
  idempotencyKey: string,
): Promise<void> {
  await addToOutbox(userId, { idempotencyKey, change, createdAt: Date.now() });
  void requestBackgroundSync();
}

const runs = new Map<number, Promise<ReplayResult>>();

async function replayOnce(userId: number): Promise<ReplayResult> {
  const entries = await readOutbox(userId);
  return replayEntries(entries, {
    send: (entry) => sendChange(userId, entry),
    applied: (entry) => removeFromOutbox(userId, entry.idempotencyKey),
    refused: (entry, refusal) => markRefused(userId, entry.idempotencyKey, refusal),
  });
}

/** Replays the user's outbox; a call while a replay runs joins it. */
export function replayOutbox(userId: number): Promise<ReplayResult> {
  const running = runs.get(userId);
  if (running) return running;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = (
    locks ? locks.request(`nabavka-outbox-${userId}`, () => replayOnce(userId)) : replayOnce(userId)
  ).finally(() => runs.delete(userId));
  runs.set(userId, run);
  return run;
}
