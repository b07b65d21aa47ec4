/**
 * The chef's data kept for a visit without a network (docs/decisions/0024-offline-outbox.md): the queries of the
 * stations, suppliers and their contacts, articles, orders (lists, details, supplier answers) and the venue's plan
 * are written to IndexedDB under the signed-in user's id and read back on the next start. Nothing else is kept, and
 * everything is deleted as soon as no one is signed in, so another user of the phone never sees it.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  defaultShouldDehydrateQuery,
  onlineManager,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { getSession, subscribeSession } from '@/web/lib/session';

/** How long kept data may be shown: a working day and the night after it. */
export const OFFLINE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The first part of the query keys a chef's screens read (each feature's api.ts). */
const KEPT_ROOTS: readonly string[] = ['venue', 'suppliers', 'articles', 'orders', 'subscription'];

export const isKeptQuery = (query: Pick<Query, 'queryKey'>): boolean =>
  KEPT_ROOTS.includes(String(query.queryKey[0]));

let database: UseStore | undefined;
const cacheDatabase = () => (database ??= createStore('nabavka-queries', 'cache'));
const signedInUser = () => getSession()?.user.id;

const persister = createAsyncStoragePersister({
  key: 'queries',
  throttleTime: 1000,
  storage: {
    getItem: async (key) => {
      const userId = signedInUser();
      return userId === undefined ? null : ((await get<string>(`${key}:${userId}`, cacheDatabase())) ?? null);
    },
    setItem: async (key, value) => {
      const userId = signedInUser();
      // A write throttled past a logout finds no one signed in and keeps nothing.
      if (userId !== undefined) await set(`${key}:${userId}`, value, cacheDatabase());
    },
    removeItem: async (key) => {
      const userId = signedInUser();
      if (userId !== undefined) await del(`${key}:${userId}`, cacheDatabase());
    },
  },
});

/** A new build may change the shape of an answer: its kept data is not restored (vite.config.ts defines it). */
const BUILD = String(import.meta.env.VITE_BUILD_VERSION ?? 'dev');

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: OFFLINE_MAX_AGE_MS,
  buster: BUILD,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && isKeptQuery(query),
  },
};

/**
 * Kept queries stay in memory as long as they may be shown (a query dropped from memory is dropped from the store
 * too); the browser's own idea of the network is taken at start, so a reload without one shows the kept data
 * instead of failing requests.
 */
export function prepareOfflineData(queryClient: QueryClient): void {
  for (const root of KEPT_ROOTS) queryClient.setQueryDefaults([root], { gcTime: OFFLINE_MAX_AGE_MS });
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  // Logout, an expired session, another tab signing out, or a session that ended with the browser.
  const forgetWhenSignedOut = () => {
    if (getSession() === null) void clear(cacheDatabase());
  };
  forgetWhenSignedOut();
  subscribeSession(forgetWhenSignedOut);
}

/**
 * Kept data is shown at once after a start, and whatever opens it next reads it again: what was kept may be older
 * than its age says (a receipt replayed from the outbox just before a reload, within the 30 s an answer counts as
 * fresh). Nothing is read at this moment: a burst of reads at start would race the session's own checks.
 */
export function refreshRestoredData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ refetchType: 'none' });
}
