/**
 * The outbox in IndexedDB (docs/decisions/0024-offline-outbox.md): one list per user, so another user signing in on
 * the same phone never sees or sends it, kept in the order the changes were made. Screens read it through
 * `useOutbox`, which re-renders on every change of this tab's list.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { isPending, type OutboxEntry } from './outbox-types';

let database: UseStore | undefined;
const outboxDatabase = () => (database ??= createStore('nabavka-outbox', 'entries'));
const keyOf = (userId: number) => `outbox:${userId}`;

interface Snapshot {
  userId: number | null;
  entries: readonly OutboxEntry[];
}

let snapshot: Snapshot = { userId: null, entries: [] };
const listeners = new Set<() => void>();

function publish(userId: number, entries: readonly OutboxEntry[]): void {
  snapshot = { userId, entries };
  for (const listener of listeners) listener();
}

export async function readOutbox(userId: number): Promise<OutboxEntry[]> {
  const entries = (await get<OutboxEntry[]>(keyOf(userId), outboxDatabase())) ?? [];
  publish(userId, entries);
  return entries;
}

/** Applies `change` to the user's list in one IndexedDB transaction and publishes the result. */
async function changeOutbox(
  userId: number,
  change: (entries: OutboxEntry[]) => OutboxEntry[],
): Promise<void> {
  let next: OutboxEntry[] = [];
  await update<OutboxEntry[]>(
    keyOf(userId),
    (entries) => {
      next = change(entries ?? []);
      return next;
    },
    outboxDatabase(),
  );
  publish(userId, next);
}

export function addToOutbox(userId: number, entry: OutboxEntry): Promise<void> {
  return changeOutbox(userId, (entries) => [...entries, entry]);
}

/** The server applied it: it leaves the outbox. Also how the user dismisses a refused change. */
export function removeFromOutbox(userId: number, idempotencyKey: string): Promise<void> {
  return changeOutbox(userId, (entries) =>
    entries.filter((entry) => entry.idempotencyKey !== idempotencyKey),
  );
}

/** Rewrites one entry (a receipt applied while its photos still wait, a photo sent). */
export function updateEntry(
  userId: number,
  idempotencyKey: string,
  change: (entry: OutboxEntry) => OutboxEntry,
): Promise<void> {
  return changeOutbox(userId, (entries) =>
    entries.map((entry) => (entry.idempotencyKey === idempotencyKey ? change(entry) : entry)),
  );
}

export function markRefused(
  userId: number,
  idempotencyKey: string,
  refusal: NonNullable<OutboxEntry['refusal']>,
): Promise<void> {
  return changeOutbox(userId, (entries) =>
    entries.map((entry) => (entry.idempotencyKey === idempotencyKey ? { ...entry, refusal } : entry)),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

/** This user's outbox as last read or changed in this tab (empty until `readOutbox` ran for them). */
export function useOutbox(userId: number | null): readonly OutboxEntry[] {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return current.userId === userId ? current.entries : [];
}

/** How many of this user's writes still wait to be sent (refused ones wait only to be dismissed). */
export function useUnsentWrites(userId: number | null): number {
  return useOutbox(userId).filter(isPending).length;
}

/** The entry holds this order's receipt, not yet applied (an entry with only photos left is not one). */
const receiptWaitsFor = (entry: OutboxEntry, orderId: number): boolean =>
  isPending(entry) &&
  entry.change.type === 'receipt' &&
  entry.change.orderId === orderId &&
  entry.change.receiptApplied !== true;

/** The receipt of this order still waiting on this phone, if any (the order shows as received locally). */
export function usePendingReceipt(userId: number | null, orderId: number): OutboxEntry | undefined {
  return useOutbox(userId).find((entry) => receiptWaitsFor(entry, orderId));
}

/** The same, outside a component: this tab's list of the signed-in user. */
export function isReceiptWaiting(userId: number | null, orderId: number): boolean {
  return snapshot.userId === userId && snapshot.entries.some((entry) => receiptWaitsFor(entry, orderId));
}
