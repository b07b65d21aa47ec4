import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isKeptQuery } from './query-persistence';

/**
 * When the data on screen was loaded: the oldest answer among the kept queries the screen shows (what the chef may
 * be reading), else the newest kept answer; null without any.
 */
export function useOfflineSince(): number | null {
  const cache = useQueryClient().getQueryCache();
  const read = () => {
    const loaded = cache.getAll().filter((query) => isKeptQuery(query) && query.state.dataUpdatedAt > 0);
    const shown = loaded.filter((query) => query.getObserversCount() > 0);
    const times = (shown.length > 0 ? shown : loaded).map((query) => query.state.dataUpdatedAt);
    if (times.length === 0) return null;
    return shown.length > 0 ? Math.min(...times) : Math.max(...times);
  };
  // The cache changes while other components render (a query is added in its hook): re-read after that render.
  return useSyncExternalStore((listener) => cache.subscribe(() => queueMicrotask(listener)), read, read);
}
