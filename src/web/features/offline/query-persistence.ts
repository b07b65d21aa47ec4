/**
 * The chef's data kept for a visit without a network (docs/decisions/0024-offline-outbox.md): the queries of the
 * stations, suppliers and their contacts, articles, orders (lists, details, supplier answers) and the venue's plan
 * are written to IndexedDB under the signed-in user's id and current venue, and read back on the next start. Nothing
 * else is kept, and everything is deleted as soon as no one is signed in, so another user of the phone never sees it;
 * one account's venues are kept apart (decision 0037), so a start in venue B never shows what was kept in venue A.
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
/** Whose data it is: the signed-in user in their current venue (the switch replaces the stored profile first). */
const signedInUser = () => {
  const user = getSession()?.user;
  return user === undefined ? undefined : `${user.id}:${user.venue?.id ?? 'none'}`;
};

const persister = createAsyncStoragePersister({
  key: 'queries',
  throttleTime: 1000,
  storage: {
    getItem: async (key) => {
      const owner = signedInUser();
      return owner === undefined ? null : ((await get<string>(`${key}:${owner}`, cacheDatabase())) ?? null);
    },
    setItem: async (key, value) => {
      const owner = signedInUser();
      // A write throttled past a logout finds no one signed in and keeps nothing.
      if (owner !== undefined) await set(`${key}:${owner}`, value, cacheDatabase());
    },
    removeItem: async (key) => {
      const owner = signedInUser();
      if (owner !== undefined) await del(`${key}:${owner}`, cacheDatabase());
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
