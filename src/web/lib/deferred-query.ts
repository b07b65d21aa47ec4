/**
 * The app's `useQuery` and `useInfiniteQuery`: TanStack Query's, with an answer's arrival drawn at a deferred priority
 * (decision 0040). A query's result reaches React through `useSyncExternalStore`, whose updates React always renders
 * at once, in one task: when a page's lists arrive, the rows, their menus and everything around them are mounted
 * without a pause (on a station's current orders, 150–450 ms of the main thread on this project's machines, four
 * times that on Lighthouse's phone). Here the urgent render that follows a store change keeps the previous result of
 * the same query and does almost nothing; React renders the new one right after, in slices it can interrupt for a
 * tap. A result for another key (a new supplier, page or filter) is never deferred: no render shows one query's
 * answer under another's key.
 */
import {
  hashKey,
  type QueryKey,
  useInfiniteQuery as useTanStackInfiniteQuery,
  useQuery as useTanStackQuery,
} from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

/** The result as it arrives, or the previous one of the same query while React draws the new one at low priority. */
function useDeferredResult<Result>(queryKey: QueryKey, result: Result): Result {
  const key = hashKey(queryKey);
  const keyed = useMemo(() => ({ key, result }), [key, result]);
  const deferred = useDeferredValue(keyed);
  return deferred.key === key ? deferred.result : result;
}

export const useQuery = ((
  options: Parameters<typeof useTanStackQuery>[0],
  queryClient?: Parameters<typeof useTanStackQuery>[1],
) => useDeferredResult(options.queryKey, useTanStackQuery(options, queryClient))) as typeof useTanStackQuery;

export const useInfiniteQuery = ((
  options: Parameters<typeof useTanStackInfiniteQuery>[0],
  queryClient?: Parameters<typeof useTanStackInfiniteQuery>[1],
) =>
  useDeferredResult(
    options.queryKey,
    useTanStackInfiniteQuery(options, queryClient),
  )) as typeof useTanStackInfiniteQuery;
