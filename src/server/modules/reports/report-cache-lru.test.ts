/** The report cache's bookkeeping (report-cache.ts): stamps, the row limit, one computation per key and stamp. */
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { cachedReport, ReportCache, reportCacheOf } from './report-cache';

describe('ReportCache', () => {
  it('answers a value only at the stamp it was stored at', () => {
    const cache = new ReportCache(100);
    cache.set('venue', '7/1', ['a'], 1);
    expect(cache.get('venue', '7/1')).toEqual(['a']);
    expect(cache.get('venue', '8/1')).toBeUndefined();
    cache.set('venue', '8/1', ['b'], 1);
    expect(cache.get('venue', '7/1')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used entries past the row limit, and never keeps a value larger than it', () => {
    const cache = new ReportCache(10);
    cache.set('a', 's', 'A', 4);
    cache.set('b', 's', 'B', 4);
    expect(cache.get('a', 's')).toBe('A');
    cache.set('c', 's', 'C', 4);
    expect([cache.get('a', 's'), cache.get('b', 's'), cache.get('c', 's')]).toEqual(['A', undefined, 'C']);
    cache.set('huge', 's', 'H', 11);
    expect(cache.get('huge', 's')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe('cachedReport', () => {
  const db = {} as Database;

  it('computes once per stamp, concurrent requests included, and again when the stamp moves', async () => {
    let stamp = '1/0';
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [`figures ${computed}`];
    };
    const read = () =>
      cachedReport(
        db,
        'k',
        async () => stamp,
        compute,
        (rows) => rows.length,
      );
    expect(await Promise.all([read(), read(), read()])).toEqual([
      ['figures 1'],
      ['figures 1'],
      ['figures 1'],
    ]);
    expect(await read()).toEqual(['figures 1']);
    stamp = '2/0';
    expect(await read()).toEqual(['figures 2']);
    expect(computed).toBe(2);
  });

  it('does not keep figures when the stamp moved while they were computed', async () => {
    const database = {} as Database;
    let stamp = 10;
    const read = (change: boolean) =>
      cachedReport(
        database,
        'k',
        async () => String(stamp),
        async () => {
          if (change) stamp += 1; // a change committed while the report was read
          return ['figures'];
        },
        (rows) => rows.length,
      );
    expect(await read(true)).toEqual(['figures']);
    expect(reportCacheOf(database).size).toBe(0);
    await read(false);
    expect(reportCacheOf(database).get('k', '11')).toEqual(['figures']);
  });
});
