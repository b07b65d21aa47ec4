import { describe, expect, it } from 'vitest';
import { addDays, VENUE_TIME_ZONE, venueToday } from './dates';

describe('venueToday', () => {
  it('is the calendar date in Belgrade, which runs ahead of UTC', () => {
    // 22:30 UTC on 31 March 2024 is 00:30 on 1 April in Belgrade (summer time, UTC+2).
    expect(venueToday(new Date('2024-03-31T22:30:00Z'))).toBe('2024-04-01');
    // 23:30 UTC on 15 January is 00:30 on 16 January (winter time, UTC+1).
    expect(venueToday(new Date('2024-01-15T23:30:00Z'))).toBe('2024-01-16');
    expect(venueToday(new Date('2024-01-15T22:59:59Z'))).toBe('2024-01-15');
  });

  it('agrees with the platform’s Europe/Belgrade zone data on every day of twenty years, clock changes included', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: VENUE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const start = Date.UTC(2016, 0, 1);
    const end = Date.UTC(2036, 0, 1);
    const disagreements: string[] = [];
    // Belgrade's date turns at 22:00 UTC in summer and 23:00 UTC in winter: the instants either side of both, every
    // day, show which offset the day has (a day with a clock change has the new one by then).
    const minute = 60_000;
    const aroundTheTurn = [21 * 60 + 59, 22 * 60, 22 * 60 + 30, 22 * 60 + 59, 23 * 60, 23 * 60 + 30];
    for (let day = start; day < end; day += 24 * 60 * minute) {
      for (const minutes of aroundTheTurn) {
        const now = new Date(day + minutes * minute);
        if (venueToday(now) !== zone.format(now)) disagreements.push(now.toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('pads month and day to two digits', () => {
    expect(venueToday(new Date('2024-02-03T10:00:00Z'))).toBe('2024-02-03');
  });
});

describe('addDays', () => {
  it('moves forward and back across month and year ends', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2024-05-10', -60)).toBe('2024-03-11');
  });

  it('is not shifted by daylight-saving changes', () => {
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01');
    expect(addDays('2024-10-27', 1)).toBe('2024-10-28');
  });

  it('returns the same date for zero days', () => {
    expect(addDays('2024-06-15', 0)).toBe('2024-06-15');
  });

  it('rejects text that is not a YYYY-MM-DD date', () => {
    expect(() => addDays('15.06.2024', 1)).toThrow(RangeError);
    expect(() => addDays('2024-6-15', 1)).toThrow(RangeError);
  });
});
