import { describe, expect, it } from 'vitest';
import { defaultDeadline, isAllowedDeadline, isOverdueDeadline, parseDeadline } from './deadline';

describe('delivery dates (docs/PRODUCT.md#dates)', () => {
  it('accept a calendar date and refuse impossible ones', () => {
    expect(parseDeadline('2026-11-22')).toBe('2026-11-22');
    expect(parseDeadline('2026-02-30')).toBeUndefined();
    expect(parseDeadline('22.11.2026')).toBeUndefined();
  });

  it("take a UTC timestamp's date in Belgrade (local midnight arrives as the previous evening in UTC)", () => {
    expect(parseDeadline('2026-11-21T23:00:00.000Z')).toBe('2026-11-22');
    expect(parseDeadline('2026-07-21T22:00:00Z')).toBe('2026-07-22');
    expect(parseDeadline('2026-11-22T10:00:00+01:00')).toBe('2026-11-22');
  });

  it('must be today or later', () => {
    expect(isAllowedDeadline('2026-11-21', '2026-11-21')).toBe(true);
    expect(isAllowedDeadline('2026-11-20', '2026-11-21')).toBe(false);
  });

  it('default to tomorrow, across month ends', () => {
    expect(defaultDeadline('2026-11-30')).toBe('2026-12-01');
  });

  it('call an expected order overdue 24 h after its delivery day ended', () => {
    expect(isOverdueDeadline('2026-11-20', '2026-11-21')).toBe(false);
    expect(isOverdueDeadline('2026-11-19', '2026-11-21')).toBe(true);
    expect(isOverdueDeadline('2026-11-10', '2026-11-21')).toBe(true);
  });
});
