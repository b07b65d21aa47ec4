/**
 * Recording a change in the outbox and replaying it (docs/decisions/0024-offline-outbox.md): replays run one at a
 * time per phone (a Web Lock where the browser has it, so two tabs never send the same list together) and are started
 * on app start, when the network returns, when the service worker's Background Sync says so, and right after a change
 * is recorded while the browser believes it is online.
 */
import { orderOperationsOf } from '@/domain/orders/orders.contract';
import { callApi } from '@/web/lib/api-client';
import { addToOutbox, markRefused, readOutbox, removeFromOutbox } from './outbox-store';
import type { OutboxEntry, ReceiptChange } from './outbox-types';
import { type ReplayResult, replayEntries } from './replay-rules';

/** The tag the service worker's `sync` event carries (public/sw-outbox-sync.js). */
export const OUTBOX_SYNC_TAG = 'nabavka-outbox';
/** The message the service worker posts to the open app on that event. */
export const OUTBOX_REPLAY_MESSAGE = 'nabavka-outbox-replay';

async function sendChange(entry: OutboxEntry): Promise<void> {
  const { change } = entry;
  await callApi(
    orderOperationsOf(change.orderKind).receive,
    { query: { orderId: change.orderId }, body: change.body },
    { idempotencyKey: entry.idempotencyKey },
  );
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
    send: sendChange,
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
