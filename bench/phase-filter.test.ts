import { describe, expect, it } from 'vitest';
import { checkFilter, phaseFilter, selected } from './phase-filter';

describe('BENCH_PHASES', () => {
  it('runs every phase when unset or empty', () => {
    for (const raw of [undefined, '', ' , ']) {
      expect(phaseFilter(raw)).toBeUndefined();
      expect(selected(phaseFilter(raw), 'create')).toBe(true);
    }
  });

  it('runs only the named phases', () => {
    const filter = phaseFilter('select1, report3m,report12m-station');
    expect(
      ['select1', 'report3m', 'report12m-station', 'report12m'].map((key) => selected(filter, key)),
    ).toEqual([true, true, true, false]);
  });

  it('refuses a key no phase has', () => {
    expect(() => checkFilter(phaseFilter('select1,reprot3m'), ['select1', 'report3m'])).toThrow(/reprot3m/);
    expect(() => checkFilter(phaseFilter('select1'), ['select1'])).not.toThrow();
  });
});
