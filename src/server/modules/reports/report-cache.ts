/**
 * Report figures kept in memory under the report stamps they were computed at (docs/decisions/0009-report-speed.md).
 * A report over a range is a sum over tens of thousands of articles; the stamp of the range (findReportStamp in
 * reports.repository.ts) is a read of a few hundred small rows that changes exactly when something the report counts
 * changed. So a report is computed once per change of its range, and every page, search repeat or reload until then
 * is a lookup. One cache per database (tests run many databases in one process); least recently used entries go
 * first when the rows held pass the limit (lru-cache, sized by rows).
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '@/server/db/client';

/** Rows (articles, weeks, suppliers) held at most, over all entries: tens of megabytes. */
export const REPORT_CACHE_MAX_ROWS = 200_000;

interface Entry {
  stamp: string;
  value: unknown;
  rows: number;
}

export class ReportCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Computations under way, by stamp and key (cachedReport). */
  readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(maxRows: number) {
    // An empty report still takes an entry: it counts as one row.
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxRows,
      sizeCalculation: (entry) => Math.max(1, entry.rows),
    });
  }

  /** The value stored for `key` at exactly this stamp, and marks it recently used. */
  get<T>(key: string, stamp: string): T | undefined {
    if (this.entries.peek(key)?.stamp !== stamp) return undefined;
    return this.entries.get(key)!.value as T;
  }

  /**
   * Stores a value (replacing what `key` held), dropping the least recently used entries over the limit; a value
   * larger than the whole limit is not kept.
   */
  set(key: string, stamp: string, value: unknown, rows: number): void {
    this.entries.delete(key);
    this.entries.set(key, { stamp, value, rows });
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Database, ReportCache>();

export function reportCacheOf(db: Database): ReportCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReportCache(REPORT_CACHE_MAX_ROWS);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The report of `key`: from the cache when it was computed at the current `stamp()`, else computed and stored when
 * the stamp is the same after computing as before (a change committed meanwhile answers uncached: the next request
 * computes again). Stamps only grow, so equal stamps before and after mean the computation saw that state.
 * Requests that miss the same key at the same stamp while it is being computed wait for that one computation.
 */
export async function cachedReport<T>(
  db: Database,
  key: string,
  stamp: () => Promise<string>,
  compute: () => Promise<T>,
  rowsOf: (value: T) => number,
): Promise<T> {
  const cache = reportCacheOf(db);
  const before = await stamp();
  const hit = cache.get<T>(key, before);
  if (hit !== undefined) return hit;
  const flightKey = `${before} ${key}`;
  const running = cache.inFlight.get(flightKey) as Promise<T> | undefined;
  if (running) return running;
  const computing = (async () => {
    const value = await compute();
    if ((await stamp()) === before) cache.set(key, before, value, rowsOf(value));
    return value;
  })();
  cache.inFlight.set(flightKey, computing);
  try {
    return await computing;
  } finally {
    cache.inFlight.delete(flightKey);
  }
}
